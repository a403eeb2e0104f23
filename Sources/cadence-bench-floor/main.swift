// The door benchmark's floor: a Swift program linked with Foundation that starts, touches
// Foundation once and exits. What any Swift command-line tool pays before it does anything.
import Foundation

_ = Date()
