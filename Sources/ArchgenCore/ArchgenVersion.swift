/// archgen's version, as `archgen --version` and the SARIF report give it.
public enum ArchgenVersion { public static let current = "0.1.0" }
