import ProjectDescription

public enum AppInfo {
  public static let name = "Harbor"
  public static let bundleID = "com.example.harbor"
}
