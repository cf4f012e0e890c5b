import ProjectDescription

// The build's settings, read by the manifests: not the app's code.
public struct ProjectEnvironment {
  public let name: String
  public let bundlePrefix: String
}

public let env = ProjectEnvironment(name: "Messenger", bundlePrefix: "org.example")
