public enum ArchgenKit { public static let version = "0.1.0" }
