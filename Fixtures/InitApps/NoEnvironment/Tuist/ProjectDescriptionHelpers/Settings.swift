import ProjectDescription

public func bundleID(_ suffix: String) -> String { env.bundlePrefix + "." + suffix }
