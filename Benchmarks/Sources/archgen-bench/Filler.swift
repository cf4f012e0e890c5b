/// Members that pad a type to its planned size: ordinary app code of several shapes.
extension FileRenderer {
  private mutating func words() -> (verb: String, qualifier: String, field: String) {
    (rng.pick(Vocabulary.verbs), rng.pick(Vocabulary.qualifiers), rng.pick(Vocabulary.fields).name)
  }

  mutating func formatterMember() {
    let (verb, qualifier, field) = words()
    let name = member("\(verb)\(qualifier)")
    out.add(
      """
      /// Formats the \(field) of a \(lowerFirst(feature.model)) for display.
      func \(name)(_ value: Double, locale: Locale = .current) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = locale
        formatter.maximumFractionDigits = \(rng.int(0...3))
        return formatter.string(from: NSNumber(value: value)) ?? "\\(value)"
      }
      """)
  }

  mutating func flagMember() {
    let (_, qualifier, field) = words()
    let name = member("shows\(qualifier)")
    out.add(
      """
      var \(name): Bool {
        guard let limit = ProcessInfo.processInfo.environment["\(field.uppercased())_LIMIT"] else {
          return \(rng.chance(50))
        }
        return Int(limit).map { $0 > \(rng.int(1...99)) } ?? false
      }
      """)
  }

  mutating func groupingMember() {
    let (verb, qualifier, _) = words()
    let name = member("\(verb)\(qualifier)Groups")
    out.add(
      """
      func \(name)(_ titles: [String]) -> [String: [String]] {
        var groups: [String: [String]] = [:]
        for title in titles where !title.isEmpty {
          let key = String(title.prefix(\(rng.int(1...3)))).uppercased()
          groups[key, default: []].append(title)
        }
        for key in groups.keys {
          groups[key]?.sort { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending }
        }
        return groups
      }
      """)
  }

  mutating func validationMember() {
    let (_, qualifier, field) = words()
    let name = member("isValid\(qualifier)")
    let minimum = rng.int(1...8)
    out.add(
      """
      /// Whether `text` can be used as the \(field).
      func \(name)(_ text: String?) -> Bool {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines) else {
          return false
        }
        guard text.count >= \(minimum), text.count <= \(minimum * 16) else { return false }
        if text.contains("  ") || text.hasPrefix("-") {
          return false
        }
        return text.rangeOfCharacter(from: .controlCharacters) == nil
      }
      """)
  }

  mutating func asyncMember() {
    let (verb, qualifier, _) = words()
    let name = member("\(verb)\(qualifier)Data")
    out.add(
      """
      func \(name)(from url: URL) async -> Data? {
        do {
          let (data, response) = try await URLSession.shared.data(from: url)
          guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode)
          else {
            return nil
          }
          return data
        } catch {
          print("\(feature.snake): \\(error.localizedDescription)")
          return nil
        }
      }
      """)
  }

  mutating func constantsMember() {
    let name = member("\(rng.pick(Vocabulary.qualifiers))Metrics")
    out.open("private enum \(name)")
    for index in 0..<rng.int(3...9) {
      let (_, qualifier, _) = words()
      let constant = member(lowerFirst(qualifier) + "Inset")
      out.add("static let \(constant): CGFloat = \(4 * (index + rng.int(1...6)))")
    }
    out.close()
  }

  mutating func markedMember() {
    let (verb, qualifier, field) = words()
    let name = member("\(verb)\(qualifier)")
    out.add(
      """
      // MARK: - \(qualifier)

      private func \(name)(_ values: [Int]) -> Int {
        values.filter { $0 > \(rng.int(0...9)) }.reduce(0, +)  // \(field)
      }
      """)
  }

  mutating func subviewMember() {
    let subview = rng.pick(Vocabulary.subviews)
    let name = member(subview.name)
    out.open("private lazy var \(name): \(subview.type) =")
    let local = lowerFirst(String(subview.type.dropFirst(2)))
    out.add("let \(local) = \(subview.type)()")
    out.add("\(local).translatesAutoresizingMaskIntoConstraints = false")
    switch subview.type {
    case "UILabel":
      out.add("\(local).font = .preferredFont(forTextStyle: .\(rng.pick(["body", "headline"])))")
      out.add("\(local).numberOfLines = \(rng.int(0...3))")
      out.add("\(local).adjustsFontForContentSizeCategory = true")
    case "UIButton":
      out.add(
        "\(local).setTitle(NSLocalizedString(\"\(feature.snake).\(name)\", comment: \"\"), for: .normal)"
      )
      out.add("\(local).addTarget(self, action: #selector(didTapButton), for: .touchUpInside)")
    case "UIImageView":
      out.add("\(local).contentMode = .scaleAspectFill")
      out.add("\(local).clipsToBounds = true")
      out.add("\(local).layer.cornerRadius = \(rng.int(2...12))")
    case "UIStackView":
      out.add("\(local).axis = .\(rng.pick(["vertical", "horizontal"]))")
      out.add("\(local).spacing = \(rng.int(2...16))")
    default:
      out.add("\(local).backgroundColor = .secondarySystemBackground")
    }
    out.add("return \(local)")
    out.close("()")
  }
}

extension FileRenderer {
  mutating func parametersMember() {
    let name = member("\(rng.pick(Vocabulary.verbs))Parameters")
    let fields = rng.shuffled(Vocabulary.fields).prefix(rng.int(2...8))
    out.open("func \(name)(page: Int, query: String?) -> [String: String]")
    out.add("var parameters: [String: String] = [")
    out.add("  \"page\": String(page),")
    for field in fields { out.add("  \"\(feature.snakeCase(field.name))\": \"\(field.name)\",") }
    out.add("]")
    out.add("if let query, !query.isEmpty {\n  parameters[\"q\"] = query\n}")
    out.add("return parameters")
    out.close()
  }

  mutating func sortingMember() {
    let cases = rng.shuffled(Vocabulary.qualifiers).prefix(rng.int(2...6)).map(lowerFirst)
    let name = member("\(rng.pick(Vocabulary.qualifiers))Order")
    out.block("enum \(name): String, CaseIterable") { out in
      for item in cases { out.add("case \(item)") }
    }
    out.gap()
    out.open("func title(for order: \(name)) -> String")
    out.switchBlock("switch order") { out in
      for item in cases {
        out.add("case .\(item):\n  return NSLocalizedString(\"order.\(item)\", comment: \"\")")
      }
    }
    out.close()
  }
}
