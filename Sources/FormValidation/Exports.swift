@_exported public import FormValidationBindings
// One import for users: `import FormValidation` brings every layer, as Vapor's `Exports.swift` does. The layers are
// targets of their own, so that the compiler keeps the pure core from reaching the stateful layer.
@_exported public import FormValidationCore
@_exported public import FormValidationIO
@_exported @_spi(PatternFuzzing) public import FormValidationSchema
@_exported public import FormValidationSpecs
@_exported public import FormValidationStateful
