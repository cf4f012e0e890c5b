/// View code: UIKit layout (long), table cells, SwiftUI views and presentation models.
extension FileRenderer {
  /// Subviews with their layout constraints: the bulk of UIKit screens.
  private mutating func layout(subviews count: Int, in container: String) {
    let picked = Array(rng.shuffled(Vocabulary.subviews).prefix(count))
    for subview in picked {
      let local = lowerFirst(String(subview.type.dropFirst(2)))
      out.open("let \(member(subview.name)): \(subview.type) =")
      out.add("let \(local) = \(subview.type)()")
      out.add("\(local).translatesAutoresizingMaskIntoConstraints = false")
      out.add("\(local).accessibilityIdentifier = \"\(feature.snake).\(subview.name)\"")
      out.add("return \(local)")
      out.close("()")
    }
    out.gap()
    out.open("private func setUpLayout()")
    for subview in picked { out.add("\(container).addSubview(\(subview.name))") }
    out.add("NSLayoutConstraint.activate([")
    out.enter()
    var previous = "\(container).safeAreaLayoutGuide.topAnchor"
    for subview in picked {
      let name = subview.name
      out.add(
        """
        \(name).topAnchor.constraint(equalTo: \(previous), constant: \(4 * rng.int(1...6))),
        \(name).leadingAnchor.constraint(equalTo: \(container).leadingAnchor, constant: 16),
        \(name).trailingAnchor.constraint(equalTo: \(container).trailingAnchor, constant: -16),
        """)
      previous = "\(name).bottomAnchor"
    }
    out.add("\(previous).constraint(lessThanOrEqualTo: \(container).bottomAnchor),")
    out.leave("])")
    out.close()
  }

  /// How many subviews fill about half of the lines left (each takes about 10).
  private func subviewCount() -> Int {
    min(Vocabulary.subviews.count, max(2, (file.targetLines - out.count) / 20))
  }

  mutating func rootView() {
    out.add("import UIKit\n")
    out.open("final class \(feature.name)View: UIView")
    layout(subviews: subviewCount(), in: "self")
    out.add(
      """

      override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        setUpLayout()
      }

      @available(*, unavailable)
      required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
      }

      @objc private func didTapButton() {
        sendActions()
      }

      private func sendActions() {
        accessibilityElements = subviews.filter { !$0.isHidden }
      }
      """)
    fill(reserve: 1, uiKit: true)
    out.close()
  }

  mutating func cell() {
    let name = file.name
    out.add("import UIKit\n")
    out.open("final class \(name): UITableViewCell")
    out.add("static let reuseIdentifier = \"\(name)\"\n")
    layout(subviews: min(5, subviewCount()), in: "contentView")
    out.add(
      """

      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUpLayout()
      }

      @available(*, unavailable)
      required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
      }

      func configure(with item: \(feature.model)) {
        accessibilityLabel = item.title
        setNeedsLayout()
      }

      @objc private func didTapButton() {}
      """)
    fill(reserve: 1, uiKit: true)
    out.close()
  }

  mutating func swiftUIView() {
    let name = file.name
    let model = feature.model
    out.add("import SwiftUI\n")
    out.open("struct \(name): View")
    out.add("let item: \(model)\n@State private var isExpanded = false\n")
    out.open("var body: some View")
    out.open("VStack(alignment: .leading, spacing: \(rng.int(2...12)))")
    out.add("Text(item.title)\n  .font(.headline)")
    for _ in 0..<rng.int(1...6) {
      let field = rng.pick(Vocabulary.fields).name
      out.add("Text(\"\(field): \\(String(describing: item.\(field)))\")")
      out.add("  .font(.\(rng.pick(["subheadline", "caption", "footnote"])))")
      out.add("  .foregroundStyle(.secondary)")
    }
    out.open("if isExpanded")
    out.add("Divider()\nText(item.summary)\n  .lineLimit(\(rng.int(2...6)))")
    out.close()
    out.open("Button(isExpanded ? \"Less\" : \"More\")")
    out.add("withAnimation { isExpanded.toggle() }")
    out.close()
    out.close()
    out.add(".padding(\(4 * rng.int(1...5)))\n.accessibilityElement(children: .combine)")
    out.close()
    fill(reserve: 4)
    out.close()
    out.add("\n#Preview {\n  \(name)(item: .preview)\n}")
  }

  mutating func presentationModel() {
    let name = file.name
    out.add("import Foundation\n")
    out.open("struct \(name): Equatable")
    for field in rng.shuffled(Vocabulary.fields).prefix(rng.int(3...9)) {
      out.add("var \(field.name): \(field.type)")
    }
    out.gap()
    out.add(
      """
      var isEmpty: Bool {
        title.isEmpty && tags.isEmpty
      }
      """)
    fill(reserve: 1)
    out.close()
  }
}
