// App Intents re-exports Foundation, so code written against it uses `Date`, `UUID` and `URL`
// with only `import AppIntents`. CadenceIntents does the same, so that code compiles with only
// `import CadenceIntents`.
@_exported import Foundation
