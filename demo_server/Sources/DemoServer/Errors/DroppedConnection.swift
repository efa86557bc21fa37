/// Thrown by `POST /fault/drop` after it closed the connection, so that no response is written.
struct DroppedConnection: Error, Sendable {}
