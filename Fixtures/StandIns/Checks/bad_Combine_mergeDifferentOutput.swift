// merge(with:) needs the same Output and Failure.
// expect-error: requires the types 'Int' and 'String' be equivalent
import Combine

let numbers = PassthroughSubject<Int, Never>()
let words = PassthroughSubject<String, Never>()
let merged = numbers.merge(with: words)
