import InjectKit

enum UploadAssembly {
  static var factories: [Factory] {
    [
      Factory(type: Uploader.self) { _, resolver in
        try Uploader(store: resolver.resolve(type: FileStore.self, resolver: resolver))
      }
    ]
  }
}
