/// Models, networking, extensions and utilities.
extension FileRenderer {
  mutating func apiClient() {
    out.add(
      """
      import Foundation

      enum APIError: Error, Equatable {
        case transport(String)
        case status(Int)
        case decoding(String)
      }

      protocol Endpoint {
        var path: String { get }
        var method: String { get }
      }

      protocol APIServicing: AnyObject {
        func request<T: Decodable>(
          _ endpoint: Endpoint, completion: @escaping (Result<T, APIError>) -> Void)
      }

      final class APIClient: APIServicing {
        private let baseURL: URL
        private let session: URLSession
        private let decoder = JSONDecoder()

        init(baseURL: URL, session: URLSession = .shared) {
          self.baseURL = baseURL
          self.session = session
        }

        func request<T: Decodable>(
          _ endpoint: Endpoint, completion: @escaping (Result<T, APIError>) -> Void
        ) {
          var request = URLRequest(url: baseURL.appendingPathComponent(endpoint.path))
          request.httpMethod = endpoint.method
          session.dataTask(with: request) { [decoder] data, response, error in
            if let error {
              return completion(.failure(.transport(error.localizedDescription)))
            }
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            guard (200..<300).contains(status), let data else {
              return completion(.failure(.status(status)))
            }
            do {
              completion(.success(try decoder.decode(T.self, from: data)))
            } catch {
              completion(.failure(.decoding(String(describing: error))))
            }
          }.resume()
        }
      """)
    out.enter()
    fill(reserve: 1)
    out.close()
  }

  mutating func model() {
    out.add("import Foundation\n")
    out.open("struct \(file.name): Codable, Equatable, Identifiable")
    let fields = Array(rng.shuffled(Vocabulary.fields).prefix(rng.int(3...12)))
    out.add("let id: String")
    for field in fields { out.add("var \(field.name): \(field.type)") }
    out.gap()
    out.open("enum CodingKeys: String, CodingKey")
    out.add("case id")
    for field in fields { out.add("case \(field.name) = \"\(feature.snakeCase(field.name))\"") }
    out.close()
    fill(reserve: 1)
    out.close()
  }

  mutating func endpoint() {
    let model = stem(file.name, dropping: "Endpoint")
    let resource = model.lowercased() + "s"
    out.add("import Foundation\n")
    out.open("enum \(file.name): Endpoint")
    out.add("case list(page: Int)\ncase detail(id: String)\ncase delete(id: String)\n")
    out.block("var path: String") { out in
      out.switchBlock("switch self") { out in
        out.add("case .list(let page):\n  return \"/v2/\(resource)?page=\\(page)\"")
        out.add("case .detail(let id), .delete(let id):\n  return \"/v2/\(resource)/\\(id)\"")
      }
    }
    out.gap()
    out.block("var method: String") { out in
      out.switchBlock("switch self") { out in
        out.add("case .list, .detail:\n  return \"GET\"\ncase .delete:\n  return \"DELETE\"")
      }
    }
    fill(reserve: 1)
    out.close()
  }

  mutating func dto() {
    let model = stem(file.name, dropping: "DTO")
    out.add("import Foundation\n")
    out.open("struct \(file.name): Decodable")
    let fields = Array(rng.shuffled(Vocabulary.fields).prefix(rng.int(3...10)))
    out.add("let id: String")
    for field in fields { out.add("let \(field.name): \(field.type)") }
    out.gap()
    out.open("func toModel() -> \(model)")
    out.add("\(model)(")
    out.add("  id: id" + (fields.isEmpty ? "" : ","))
    for (index, field) in fields.enumerated() {
      out.add("  \(field.name): \(field.name)" + (index == fields.count - 1 ? "" : ","))
    }
    out.add(")")
    out.close()
    fill(reserve: 1)
    out.close()
  }

  mutating func extensionFile() {
    let type = String(file.name.prefix { $0 != "+" })
    out.add(type.hasPrefix("UI") ? "import UIKit\n" : "import Foundation\n")
    out.open("extension \(type)")
    fill(reserve: 1)
    out.close()
  }

  mutating func utility() {
    out.add("import Foundation\n")
    out.open("final class \(file.name)")
    out.add(
      """
      private let lock = NSLock()
      private var storage: [String: Any] = [:]

      func value<T>(for key: String, as type: T.Type = T.self) -> T? {
        lock.lock()
        defer { lock.unlock() }
        return storage[key] as? T
      }

      func set(_ value: Any?, for key: String) {
        lock.lock()
        storage[key] = value
        lock.unlock()
      }
      """)
    fill(reserve: 1)
    out.close()
  }
}

extension Feature {
  /// `createdAt` → `created_at`.
  func snakeCase(_ name: String) -> String {
    var result = ""
    for character in name {
      if character.isUppercase { result += "_" }
      result += character.lowercased()
    }
    return result
  }
}
