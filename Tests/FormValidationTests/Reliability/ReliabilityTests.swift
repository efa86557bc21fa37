import Testing

/// The reliability suites (properties, secrets, races), run one after another: each keeps a core busy, and
/// side by side on a 2-core machine they would starve the rest of the suite's timing-sensitive tests.
@Suite(.serialized) enum ReliabilityTests {}
