/// What a generated file holds.
enum FileKind {
  case environment, appEnvironment, environmentAssembly, appDelegate, apiClient
  case viewController, store, builder, rootView, router, cell, swiftUIView, presentationModel
  case storeTests, viewControllerTests, serviceTests
  case statefulService, repository, serviceProtocol
  case model, endpoint, dto, extensionFile, utility

  /// Size relative to the average file, in percent: layout code is long, builders are short.
  var sizeFactor: Int {
    switch self {
    case .viewController, .rootView: return 160
    case .store, .statefulService, .apiClient: return 125
    case .storeTests, .viewControllerTests, .serviceTests, .repository, .utility: return 105
    case .cell, .swiftUIView, .endpoint, .dto: return 85
    case .model, .extensionFile, .presentationModel, .router: return 65
    case .builder, .serviceProtocol, .environment, .appEnvironment: return 40
    case .environmentAssembly, .appDelegate: return 55
    }
  }
}

/// A rule break planted in a file on purpose, as real apps have a few.
enum Violation {
  case none, read, mutation
}

struct PlannedFile {
  let path: String
  let kind: FileKind
  /// The main type's name (`OrderHistoryStore`, `AuthService`, `String+Formatting`).
  let name: String
  var feature: Feature?
  var targetLines = 0
  var violation = Violation.none
  var suppressed = false
  /// A test that installs a mock environment in `setUp` (allowed in tests).
  var mocksEnvironment = false
}

/// Lays out the tree: a few composition files, then features, services, models, networking,
/// extensions and utilities in a realistic mix, until `count` files.
struct CorpusPlanner {
  var rng: SplitMix64
  private var usedNames: [String: Int] = [:]
  private var files: [PlannedFile] = []

  init(seed: UInt64) {
    rng = SplitMix64(seed: seed)
  }

  mutating func plan(count: Int) -> [PlannedFile] {
    files = []
    add("App/Core/Environment", "CurrentEnvironment", .environment)
    add("App/Core/Environment", "AppEnvironment", .appEnvironment)
    add("App/Core/Environment", "EnvironmentAssembly", .environmentAssembly)
    add("App", "AppDelegate", .appDelegate)
    add("App/Core/Networking", "APIClient", .apiClient)
    let combos = rng.shuffled(
      Vocabulary.domains.flatMap { domain in Vocabulary.screens.map { (domain, $0) } })
    var featureIndex = 0
    var unitIndex = 0
    while files.count < count {
      switch rng.weighted([38, 20, 18, 14, 14, 10]) {
      case 0:
        let (domain, screen) = combos[featureIndex % combos.count]
        featureIndex += 1
        planFeature(Feature(name: unique(domain + screen), domain: domain))
      case 1: planService(unitIndex)
      case 2: planModels(Vocabulary.domains[unitIndex % Vocabulary.domains.count])
      case 3: planNetworking(Vocabulary.domains[unitIndex % Vocabulary.domains.count])
      case 4:
        let type = rng.pick(Vocabulary.extended)
        let topic = rng.pick(["Formatting", "Layout", "Validation", "Accessibility", "Helpers"])
        add("App/Core/Extensions", unique("\(type)+\(topic)"), .extensionFile)
      default: add("App/Core/Utilities", unique(rng.pick(Vocabulary.utilities)), .utility)
      }
      unitIndex += 1
    }
    files.removeLast(files.count - count)
    for index in files.indices {
      files[index].targetLines = targetLines(for: files[index].kind)
    }
    return files
  }

  private mutating func planFeature(_ feature: Feature) {
    let name = feature.name
    add(feature.folder, name + "ViewController", .viewController, feature)
    plantViolation(read: 5, mutation: 1)
    add(feature.folder, name + "Store", .store, feature)
    plantViolation(read: 7, mutation: 1)
    add(feature.folder, name + "Builder", .builder, feature)
    if rng.chance(70) { add(feature.folder + "/Views", name + "View", .rootView, feature) }
    if rng.chance(50) { add(feature.folder, name + "Router", .router, feature) }
    for part in ["Row", "Header"].prefix(rng.int(0...2)) {
      add(feature.folder + "/Views", name + part + "Cell", .cell, feature)
    }
    for part in ["Badge", "Card"].prefix(rng.int(0...2)) {
      add(feature.folder + "/Views", name + part + "View", .swiftUIView, feature)
    }
    if rng.chance(50) {
      add(feature.folder + "/Models", name + "Presentation", .presentationModel, feature)
    }
    if rng.chance(80) {
      add(feature.testFolder, name + "StoreTests", .storeTests, feature)
      files[files.count - 1].mocksEnvironment = rng.chance(12)
    }
    if rng.chance(30) {
      add(feature.testFolder, name + "ViewControllerTests", .viewControllerTests, feature)
    }
  }

  private mutating func planService(_ index: Int) {
    let stateful = rng.chance(60)
    let base =
      stateful
      ? Vocabulary.services[index % Vocabulary.services.count]
      : Vocabulary.domains[index % Vocabulary.domains.count]
    let name = unique(base + (stateful ? "Service" : "Repository"))
    add("App/Services/\(base)", name, stateful ? .statefulService : .repository)
    if stateful { plantViolation(read: 6, mutation: 0) }
    if rng.chance(50) { add("App/Services/\(base)", name + "Protocol", .serviceProtocol) }
    if rng.chance(70) { add("AppTests/Services", name + "Tests", .serviceTests) }
  }

  private mutating func planModels(_ domain: String) {
    let suffixes = ["", "Snapshot", "Draft", "Preferences", "Statistics", "Attachment"]
    for suffix in rng.shuffled(suffixes).prefix(rng.int(2...4)) {
      add("App/Models/\(domain)", unique(domain + suffix), .model)
    }
  }

  private mutating func planNetworking(_ domain: String) {
    add("App/Networking/\(domain)", unique(domain + "Endpoint"), .endpoint)
    add("App/Networking/\(domain)", unique(domain + "DTO"), .dto)
  }

  private mutating func plantViolation(read: Int, mutation: Int) {
    let roll = rng.int(0...99)
    if roll < read {
      files[files.count - 1].violation = .read
      files[files.count - 1].suppressed = rng.chance(20)
    } else if roll < read + mutation {
      files[files.count - 1].violation = .mutation
    }
  }

  private mutating func add(
    _ folder: String, _ name: String, _ kind: FileKind, _ feature: Feature? = nil
  ) {
    files.append(
      PlannedFile(path: "\(folder)/\(name).swift", kind: kind, name: name, feature: feature))
  }

  /// `name`, or `name2`, `name3`... when it is taken.
  private mutating func unique(_ name: String) -> String {
    let seen = usedNames[name, default: 0]
    usedNames[name] = seen + 1
    return seen == 0 ? name : "\(name)\(seen + 1)"
  }

  /// Lines for one file: a skewed spread from 20 to 400 around 100, scaled by the kind.
  private mutating func targetLines(for kind: FileKind) -> Int {
    let buckets = [(20, 40), (40, 70), (70, 110), (110, 170), (170, 260), (260, 400)]
    let (low, high) = buckets[rng.weighted([18, 27, 24, 17, 9, 5])]
    let lines = rng.int(low...high) * kind.sizeFactor / 100
    return min(400, max(20, lines))
  }
}
