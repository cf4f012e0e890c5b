// map returns Publishers.Map, not the upstream type.
// expect-error: cannot convert value of type 'Publishers.Map<PassthroughSubject<Int, Never>, String>' to specified type 'PassthroughSubject<String, Never>'
import Combine

let numbers = PassthroughSubject<Int, Never>()
let strings: PassthroughSubject<String, Never> = numbers.map { "\($0)" }
