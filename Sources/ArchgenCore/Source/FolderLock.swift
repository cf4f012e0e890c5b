import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on a folder, held while a run writes into it, so that two runs into one
/// folder never interleave their files. The lock is `flock` on the folder itself: nothing is left
/// in the folder, and the system releases it when the process ends, however it ends.
package final class FolderLock {
  /// How long a run waits for another one to finish before it gives up.
  package static let defaultWait: Double = 30

  private var descriptors: [Int32] = []

  private init() {}

  /// Locks every folder of `folders` (created when missing; `created` lists those this call
  /// made), waiting up to `wait` seconds for a run that holds one. Folders are locked in sorted
  /// order, so two runs never wait on each other.
  package static func acquire(_ folders: [String], wait: Double = defaultWait) throws(Diagnostic)
    -> (lock: FolderLock, created: [String])
  {
    let lock = FolderLock()
    var created: [String] = []
    for folder in Set(folders.map { $0.isEmpty ? "." : $0 }).sorted() {
      do throws(Diagnostic) {
        created += try FileSystem.createDirectories(folder, for: folder)
        lock.descriptors.append(try lockFolder(folder, wait: wait))
      } catch {
        lock.release()
        for made in created.reversed() { rmdir(made) }
        throw error
      }
    }
    return (lock, created)
  }

  private static func lockFolder(_ folder: String, wait: Double) throws(Diagnostic) -> Int32 {
    let deadline = Date().addingTimeInterval(wait)
    while true {
      let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw .error("cannot lock folder: \(FileSystem.lastError())", file: folder)
      }
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
        // The folder may have been removed and made again while this run waited: the lock must be
        // on the folder that is there now.
        var locked = stat()
        var current = stat()
        if fstat(descriptor, &locked) == 0 && stat(folder, &current) == 0
          && locked.st_ino == current.st_ino && locked.st_dev == current.st_dev
        {
          return descriptor
        }
      } else if errno != EWOULDBLOCK && errno != EINTR {
        let reason = FileSystem.lastError()
        close(descriptor)
        throw .error("cannot lock folder: \(reason)", file: folder)
      }
      close(descriptor)
      if Date() > deadline {
        throw .error(
          "another archgen run is writing into this folder (waited \(Int(wait)) s); "
            + "try again when it has finished", file: folder)
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  package func release() {
    for descriptor in descriptors { close(descriptor) }
    descriptors = []
  }

  deinit { release() }
}
