import FormValidationCore

/// Where the value a schema is applied to sits in the instance: the step down to it (a member's name or an item's
/// index) and where its parent sits, back to the root.
///
/// Each level lives in the frame of the evaluation that entered it (``Evaluation/evaluate(_:_:at:_:)``) and is gone
/// when that evaluation returns, so entering a value allocates nothing and takes no closure; the path is written
/// out as a ``JSONPointer`` only for an error.
struct InstancePath {
    /// One step down from a value to a value inside it.
    enum Step {
        case member(String)
        case item(Int)

        /// The step as a reference token of a JSON Pointer.
        var token: String {
            switch self {
            case .member(let name): name
            case .item(let index): String(index)
            }
        }
    }

    /// The step from the parent; `nil` at the root.
    private let step: Step?
    /// The parent's path, alive while this one is in use.
    private let parent: UnsafePointer<InstancePath>?

    /// The instance itself.
    static var root: InstancePath { InstancePath() }

    private init() {
        step = nil
        parent = nil
    }

    /// The path of the value one `step` below the one whose path `parent` points at; `parent` must outlive it.
    init(_ step: Step, below parent: UnsafePointer<InstancePath>) {
        self.step = step
        self.parent = parent
    }

    /// The path as a JSON Pointer, `step` added below it if given.
    func pointer(adding step: Step? = nil) -> JSONPointer {
        var tokens: [String] = []
        if let step { tokens.append(step.token) }
        var level = self
        while let step = level.step, let parent = level.parent {
            tokens.append(step.token)
            level = parent.pointee
        }
        return JSONPointer(tokens: tokens.reversed())
    }

    /// The name of the member the path ends at, `step` added below it if given: what names the value in a message
    /// when its schema has no title. `nil` for the root, an item, and a member whose name is empty or all digits
    /// (read as an item by whoever reads the pointer).
    func memberName(adding step: Step? = nil) -> String? {
        guard case .member(let name)? = step ?? self.step, Self.namesAMember(name) else { return nil }
        return name
    }

    /// Whether `name` reads as a member's name in a pointer: not empty and not all digits (read as an item).
    static func namesAMember(_ name: String) -> Bool {
        !name.isEmpty && !name.utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
    }
}
