/// What a print job reports while it runs, declared apart from the printer that follows it.
enum JobProgress {
  case queued
  case printing(page: Int)
  case jammed
  case done
}
