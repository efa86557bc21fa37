public import FormValidationCore
import FormValidationSpecs
public import Foundation

/// Hears the outcome of every remote request a ``FormValidator`` makes, as ALPValidator's delegate did.
///
/// The validator holds its delegate weakly and calls it on the main actor, once per completed request (a
/// cancelled or superseded request is not reported), before it settles on the answer. A delegate may validate
/// again or reset from its callback: that call has the last word, and the answer it was told about no longer
/// settles the validator. Both methods have empty default implementations.
@MainActor
public protocol RemoteValidationDelegate: AnyObject {
    /// The server at `url` answered.
    ///
    /// - Parameters:
    ///   - url: Where the check was sent.
    ///   - answer: The verdict.
    ///   - field: The validator's field name, if it has one.
    func remoteValidation(at url: URL, receivedResult answer: RemoteAnswer, field: String?)

    /// The request to `url` failed: no verdict (timeout, HTTP error, unreadable body, offline).
    ///
    /// - Parameters:
    ///   - url: Where the check was sent.
    ///   - failure: What went wrong.
    ///   - field: The validator's field name, if it has one.
    func remoteValidation(at url: URL, failedWithError failure: RemoteValidationFailure, field: String?)
}

extension RemoteValidationDelegate {
    /// Does nothing: a delegate that does not care about answers need not implement it.
    ///
    /// - Parameters:
    ///   - url: Where the check was sent.
    ///   - answer: The verdict.
    ///   - field: The validator's field name, if it has one.
    public func remoteValidation(at url: URL, receivedResult answer: RemoteAnswer, field: String?) {}

    /// Does nothing: a delegate that does not care about failures need not implement it.
    ///
    /// - Parameters:
    ///   - url: Where the check was sent.
    ///   - failure: What went wrong.
    ///   - field: The validator's field name, if it has one.
    public func remoteValidation(at url: URL, failedWithError failure: RemoteValidationFailure, field: String?) {}
}
