import ProjectDescription

public func appTarget() -> String { env.name + "App" }
