/// The words and names `archgen init` judges environment candidates by.
package enum EnvironmentWords {
  /// A type named with one of these last words looks like an app environment or service locator.
  package static let lastWords: Set<String> = [
    "Environment", "Env", "World", "Container", "Locator", "Dependencies", "Deps", "Resolver",
    "Injector", "Assembler", "Services",
  ]
  /// Platform types whose names end like an environment but are not one.
  package static let platformTypes: Set<String> = [
    "ModelContainer", "NSPersistentContainer", "NSPersistentCloudKitContainer", "CKContainer",
    "EnvironmentValues", "UIFocusEnvironment", "UITraitEnvironment", "NSPersistentStoreContainer",
  ]
  /// Value types: a constant of one of these is a setting, never an environment.
  package static let valueTypes: Set<String> = [
    "CGFloat", "Double", "Float", "Int", "UInt", "Int64", "Int32", "Int16", "Int8", "UInt64",
    "UInt32", "UInt16", "UInt8", "Bool", "String", "Character",
    "TimeInterval", "CGSize", "CGPoint", "CGRect", "CGVector", "UIEdgeInsets",
    "NSDirectionalEdgeInsets",
    "EdgeInsets", "Date", "URL", "UUID", "Data", "Decimal", "UIColor", "NSColor", "Color", "UIFont",
    "NSFont", "Font", "Duration", "Notification.Name", "NSNotification.Name",
  ]
  /// Property names of stand-ins: SwiftUI previews, test values, TCA's dependency keys.
  package static let standInWords = [
    "preview", "test", "mock", "stub", "fake", "sample", "example", "demo", "placeholder", "noop",
    "unimplemented", "failing", "dummy",
  ]
  /// Protocols whose conformers hold default values, not an environment.
  package static let keyProtocols: Set<String> = [
    "EnvironmentKey", "DependencyKey", "TestDependencyKey", "PreferenceKey", "PreviewProvider",
    "FocusedValueKey", "TraitDefinition",
  ]
  /// Property wrappers that inject from a container or TCA's `DependencyValues`.
  package static let factoryWrappers: Set<String> = [
    "Injected", "LazyInjected", "WeakLazyInjected", "InjectedObject", "OptionalInjected",
    "DynamicInjected",
  ]
  package static let dependencyWrappers: Set<String> = ["Dependency"]
  /// The platform's attributes and property wrappers on stored properties that never inject
  /// from the app's container: outlets, Core Data, SwiftUI's and Combine's state.
  package static let platformAttributes: Set<String> = [
    "IBOutlet", "IBInspectable", "GKInspectable", "NSManaged", "NSCopying", "MainActor",
    "State", "Binding", "Published", "ObservedObject", "StateObject", "EnvironmentObject",
    "Environment", "AppStorage", "SceneStorage", "FocusState", "GestureState", "Bindable",
    "Query", "FetchRequest", "SectionedFetchRequest", "Namespace", "ScaledMetric",
    "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "FocusedValue",
    "FocusedBinding", "FocusedObject", "AccessibilityFocusState", "ObservationIgnored",
    "ObservationTracked", "Previewable", "Attribute", "Relationship", "Transient",
  ]
  /// The platform's frameworks with a wrapper of their own that hands a system-run type what the
  /// app registered with the system by type (App Intents' `@Dependency var x: T`, filled from
  /// `AppDependencyManager`): the platform's injection, as SwiftUI's environment is, never the app's.
  package static let platformInjectionModules: Set<String> = ["AppIntents"]
  /// Folder-name words of code that is not the app: tests, samples, examples, previews, doubles.
  package static let asideFolderWords = [
    "sample", "example", "demo", "preview", "playground", "mock", "fake", "stub", "fixture",
  ]

  package static func looksLikeEnvironment(_ type: String) -> Bool {
    guard !platformTypes.contains(type), let first = type.first, first.isUppercase else {
      return false
    }
    return type.contains("Dependenc") || lastWords.contains(lastWord(of: type))
  }

  /// `Locator` for `ServiceLocator`, `Environment` for `AppEnvironment`.
  package static func lastWord(of name: String) -> String {
    let start = name.lastIndex { $0.isUppercase } ?? name.startIndex
    // An acronym's tail (`AppEnv`, `WorldIO`) keeps the word it ends.
    var word = String(name[start...])
    if word.count == 1, let previous = name[..<start].lastIndex(where: { $0.isLowercase }) {
      word = String(name[name.index(after: previous)...])
    }
    return word
  }

  package static func isStandIn(_ property: String) -> Bool {
    let lowered = property.lowercased()
    return standInWords.contains { lowered.contains($0) } || lowered == "defaultvalue"
      || lowered == "livevalue"
  }

  /// Whether a file's folders (relative to the surveyed root) mark it as tests or not the app.
  package static func isAside(folders: [Substring]) -> Bool {
    folders.contains { folder in
      let lowered = folder.lowercased()
      return lowered.hasSuffix("tests") || lowered == "test" || lowered == "testing"
        || lowered.hasPrefix("testkit") || lowered.hasPrefix("testsupport")
        || lowered.hasPrefix("testhelper") || lowered.hasPrefix("testutil")
        || asideFolderWords.contains { lowered.contains($0) }
    }
  }
}
