#!/usr/bin/env python3
"""The demo server's bad-input matrix: every request here is wrong in one way, and each must get a 4xx answer
with an RFC 9457 problem {"type": ..., "title": ..., "status": ..., ...} and Content-Type application/problem+json.

Usage: bad_inputs.py HOST PORT [--short]

Sends, on loopback only: malformed and truncated JSON, wrong types, invalid UTF-8, deep nesting, oversized bodies
(by Content-Length and chunked), slow-loris requests (dripped byte by byte, and stalled part-way while others
are served), wrong methods and content types, and a thousand unknown routes. Prints one line per kind of input
and ends with "N passed, N failed". One case is listed as skipped: a trailing comma, which the JSON reader accepts.
"""
import json
import random
import socket
import sys
import threading
import time

HOST, PORT = sys.argv[1], int(sys.argv[2])
SHORT = "--short" in sys.argv
PID = int(sys.argv[sys.argv.index("--pid") + 1]) if "--pid" in sys.argv else None
ONLY = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv else None
TRACE = open(sys.argv[sys.argv.index("--trace") + 1], "w") if "--trace" in sys.argv else None
random.seed(11)

POST_ROUTES = ["/validate", "/api/username-available", "/api/signup", "/fault/slow?ms=0", "/fault/status/503",
               "/fault/garbage", "/fault/drop"]
ALP_ROUTES = [r for r in POST_ROUTES if r != "/api/signup"]
VALID_ALP = b'{"instance":"ada","extra":{"lang":["en","de"],"n":1.5}}'
VALID_SIGNUP = (b'{"username":"ada_lovelace","email":"ada@example.com","password":"Analytical1",'
                b'"passwordConfirmation":"Analytical1","age":36,"country":"GB"}')

results = {}  # kind -> [passed, failed, first failures]


def record(kind, ok, detail):
    entry = results.setdefault(kind, [0, 0, []])
    entry[0 if ok else 1] += 1
    if not ok and len(entry[2]) < 3:
        entry[2].append(detail)


def request(method, path, body=b"", content_type="application/json", headers=None, chunked=False):
    lines = [f"{method} {path} HTTP/1.1", f"Host: {HOST}:{PORT}", "Connection: close"]
    if content_type is not None:
        lines.append(f"Content-Type: {content_type}")
    if chunked:
        lines.append("Transfer-Encoding: chunked")
    elif body or method in ("POST", "PUT", "PATCH"):
        lines.append(f"Content-Length: {len(body)}")
    lines += headers or []
    head = ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")
    if chunked:
        data = b""
        for start in range(0, len(body), 4096):
            piece = body[start:start + 4096]
            data += f"{len(piece):x}\r\n".encode() + piece + b"\r\n"
        return head + data + b"0\r\n\r\n"
    return head + body


def exchange(raw, drip=None, timeout=10):
    """Sends raw bytes (optionally one byte every `drip` seconds) and reads the answer until the server closes."""
    with socket.create_connection((HOST, PORT), timeout=timeout) as connection:
        if drip is None:
            connection.sendall(raw)
        else:
            for index in range(len(raw)):
                connection.sendall(raw[index:index + 1])
                time.sleep(drip)
        answer = b""
        try:
            while True:
                chunk = connection.recv(65536)
                if not chunk:
                    break
                answer += chunk
                if response_complete(answer):
                    break
        except (socket.timeout, ConnectionResetError):
            pass
    return parse(answer)


def response_complete(answer):
    head, separator, body = answer.partition(b"\r\n\r\n")
    if not separator:
        return False
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            return len(body) >= int(value.strip())
    return False


def parse(answer):
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    try:
        status = int(lines[0].split()[1])
    except (IndexError, ValueError):
        return None, {}, answer
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(b":")
        headers[name.strip().lower().decode("latin-1")] = value.strip().decode("latin-1")
    return status, headers, body


def expect_json_error(kind, description, raw, statuses=range(400, 500), drip=None, body_expected=True):
    if ONLY and ONLY not in kind:
        return
    if TRACE:
        TRACE.write(f"{description}\n")
        TRACE.flush()
    try:
        status, headers, body = exchange(raw, drip=drip)
    except OSError as error:
        record(kind, False, f"{description}: {error}")
        return
    ok = status in statuses
    detail = f"{description}: status {status}"
    if ok and body_expected:
        try:
            answer = json.loads(body)
            content_type = headers.get("content-type", "")
            # Every route answers RFC 9457 problems (the Hummingbird integration's, and the demo's own).
            ok = (isinstance(answer, dict) and isinstance(answer.get("type"), str)
                  and isinstance(answer.get("title"), str) and answer.get("status") == status
                  and content_type.startswith("application/problem+json"))
            detail += f", body {body[:120]!r}"
        except ValueError:
            ok = False
            detail += f", not JSON: {body[:120]!r}"
    record(kind, ok, detail)
    if PID:
        import os
        time.sleep(0.3)
        try:
            os.kill(PID, 0)
        except OSError:
            print(f"server died after: {description}", flush=True)
            sys.exit(3)


def run_matrix():
    # Malformed JSON.
    malformed = [b"", b"{", b"}", b"[1,2", b"nul", b"tru", b'{"instance": }', b'{"instance":"a"} trailing',
                 b"{'instance':'a'}", b'{"a":1 "b":2}', b"NaN", b"Infinity", b"-", b"01",
                 b'"unterminated', b'{"instance":"\\x"}', b'{"instance":"\\u12"}', b"\x00", b" \t\r\n ",
                 b'{"instance":"a"}{"instance":"b"}', b"/* comment */ {}", b'{"instance":"a\x01b"}']
    for route in POST_ROUTES:
        for body in malformed:
            expect_json_error("malformed JSON", f"POST {route} {body[:30]!r}", request("POST", route, body))
    # Truncated JSON: every proper prefix of a valid body.
    for route, valid in [(r, VALID_ALP) for r in ALP_ROUTES] + [("/api/signup", VALID_SIGNUP)]:
        step = 7 if SHORT else 1
        for end in range(0, len(valid), step):
            expect_json_error("truncated JSON", f"POST {route} {valid[:end][-20:]!r}", request("POST", route, valid[:end]))
    # Wrong types.
    wrong = [b'{"instance": 1}', b'{"instance": null}', b'{"instance": true}', b'{"instance": ["a"]}',
             b'{"instance": {"a": 1}}', b'{"extra": {}}', b"[]", b'"ada"', b"42", b"true", b"null",
             b'{"instance": "a", "extra": "x"}', b'{"instance": "a", "extra": 1}', b'{"instance": "a", "extra": []}',
             b'{"instance": "a", "extras": true}', b'{"INSTANCE": "a"}']
    for route in ALP_ROUTES:
        for body in wrong:
            expect_json_error("wrong types", f"POST {route} {body!r}", request("POST", route, body))
    signup_wrong = [b"[]", b'"ada"', b"42", b"true", b"null", b'[{"username": "ada"}]',
                    b'{"username": ["ada"], "age": {"n": 1}}', b'{"username": 1, "email": true, "age": "old"}',
                    b'{"username": null, "password": null}', b'{"age": -1, "country": "XX"}', b"{}"]
    for body in signup_wrong:
        expect_json_error("wrong types", f"POST /api/signup {body!r}", request("POST", "/api/signup", body))
    # Invalid UTF-8, in strings, keys and structure.
    invalid_utf8 = [b"\xff\xfe", b"\xc0\xaf", b"\xed\xa0\x80", b"\xe2\x82", b"\xf4\x90\x80\x80", b"\x80", b"\xf8\x88\x80\x80\x80"]
    for route in POST_ROUTES:
        for bad in invalid_utf8:
            expect_json_error("invalid UTF-8", f"POST {route} string {bad!r}",
                              request("POST", route, b'{"instance":"a' + bad + b'b","username":"a' + bad + b'"}'))
            expect_json_error("invalid UTF-8", f"POST {route} key {bad!r}", request("POST", route, b'{"' + bad + b'":1}'))
            expect_json_error("invalid UTF-8", f"POST {route} bare {bad!r}", request("POST", route, bad))
    # Deep nesting, up to what fits in 64 KiB.
    for route in POST_ROUTES:
        for depth in [513, 600, 5_000, 32_000]:
            expect_json_error("deep nesting", f"POST {route} [ x {depth}", request("POST", route, b"[" * depth + b"]" * depth))
            expect_json_error("deep nesting", f"POST {route} {{ x {depth}",
                              request("POST", route, b'{"a":' * depth + b"1" + b"}" * depth))
            body = b'{"instance":"a","extra":' + b'{"a":' * depth + b"1" + b"}" * depth + b"}"
            if len(body) <= 65536:
                expect_json_error("deep nesting", f"POST {route} extra {{ x {depth}", request("POST", route, body))
            expect_json_error("deep nesting", f"POST {route} unclosed [ x {depth}", request("POST", route, b"[" * depth))
    # Oversized bodies: by Content-Length (sent or not), and chunked.
    for route in POST_ROUTES:
        big = b'{"instance":"' + b"a" * 70_000 + b'"}'
        expect_json_error("oversized bodies", f"POST {route} 70 kB", request("POST", route, big), statuses=[413])
        expect_json_error("oversized bodies", f"POST {route} 70 kB chunked", request("POST", route, big, chunked=True),
                          statuses=[413])
        expect_json_error("oversized bodies", f"POST {route} 65537 B", request("POST", route, b" " * 65_537), statuses=[413])
        for declared in [65_537, 10 ** 9, 10 ** 12, 2 ** 62, 2 ** 63 - 1, 2 ** 63, 12345678901234567890, 2 ** 64 - 1]:
            raw = request("POST", route, b"", headers=[f"Content-Length: {declared}"]).replace(b"Content-Length: 0\r\n", b"")
            expect_json_error("oversized bodies", f"POST {route} Content-Length {declared}, no body", raw, statuses=[413])
    # Valid JSON with a number no Decimal holds: out of range, not malformed.
    for route, body in [("/validate", b'{"instance":"a","extra":{"n":1e400}}'),
                        ("/validate", b'{"instance":"a","extra":[-1e-200]}'),
                        ("/api/username-available", b'{"instance":"a","extra":{"n":1e400}}'),
                        ("/api/signup", b'{"username":"ada_lovelace","age":1e400}')]:
        expect_json_error("numbers out of range", f"POST {route} {body!r}", request("POST", route, body), statuses=[422])
    # CONNECT: no tunnels; a host and port is no route, a path of ours does not allow it.
    for target, status in [("example.com:443", 404), ("127.0.0.1:22", 404), ("/validate", 405), ("/api/signup", 405)]:
        expect_json_error("wrong methods", f"CONNECT {target}", request("CONNECT", target, b"", content_type=None),
                          statuses=[status])
    # Wrong methods.
    for route in ["/validate", "/api/username-available", "/api/signup", "/fault/slow", "/fault/requests"]:
        for method in ["GET", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "HEAD"]:
            if route == "/fault/requests" and method in ("GET", "DELETE"):
                continue
            expect_json_error("wrong methods", f"{method} {route}", request(method, route, b'{"instance":"a"}'),
                              statuses=[405], body_expected=method != "HEAD")
    # Wrong content types.
    for route in POST_ROUTES:
        for content_type in [None, "text/plain", "application/x-www-form-urlencoded", "application/jsonx",
                             "multipart/form-data; boundary=x", "application/json-patch+json", "json", "", "*/*",
                             "text/json", "application/javascript", "application"]:
            expect_json_error("wrong content types", f"POST {route} Content-Type {content_type!r}",
                              request("POST", route, VALID_ALP, content_type=content_type), statuses=[415])
    # Coded bodies: refused with 415, never read as JSON as they are (a gzip body; a plain body labelled br).
    import gzip
    for route in POST_ROUTES + ["/api/order"]:
        body = VALID_SIGNUP if route.startswith("/api/") and "username" not in route else VALID_ALP
        for coding, payload in [("gzip", gzip.compress(body)), ("br", body), ("deflate, identity", body)]:
            raw = request("POST", route, payload, headers=[f"Content-Encoding: {coding}"])
            expect_json_error("content codings", f"POST {route} Content-Encoding {coding}", raw, statuses=[415])
    # A thousand unknown routes.
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-._~%"
    for index in range(200 if SHORT else 1000):
        kind = index % 8
        if kind == 0:
            path = "/" + "".join(random.choice(alphabet[:-1]) for _ in range(random.randint(1, 40)))
        elif kind == 1:
            path = "/validate/" + str(index)
        elif kind == 2:
            path = "/api/" + "x" * random.randint(1, 4000)
        elif kind == 3:
            path = "/%C3%A9t%C3%A9/" + str(index)
        elif kind == 4:
            path = "/fault/status/503/extra/" + str(index)
        elif kind == 5:
            path = "/" + "/".join(str(random.randint(0, 9)) for _ in range(50))
        elif kind == 6:
            path = "/.." + "/%2e%2e" * 5 + f"/etc/{index}"
        else:
            path = f"/nope?x={index}&y=%ff"
        method = ["GET", "POST", "DELETE", "PUT"][index % 4]
        expect_json_error("unknown routes", f"{method} {path[:60]}", request(method, path, VALID_ALP), statuses=[404])


def slow_loris():
    """Clients that drip their requests, and clients that stall part-way, while others are served."""
    kind = "slow-loris"
    stalled = []
    for index in range(20 if SHORT else 200):
        connection = socket.create_connection((HOST, PORT), timeout=10)
        raw = request("POST", "/validate", b'{"instance": ' + b"1" * 30 + b"}")
        cut = random.randint(1, len(raw) - 1)
        connection.sendall(raw[:cut])
        stalled.append((connection, raw[cut:]))
    # With every stalled connection open, the server answers others at once.
    start = time.monotonic()
    for index in range(20):
        expect_json_error(kind, f"a bad request beside {len(stalled)} stalled ones",
                          request("POST", "/validate", b'{"instance": 1}'))
    elapsed = time.monotonic() - start
    record(kind, elapsed < 5, f"20 requests beside stalled ones took {elapsed:.1f} s")
    # Dripped requests, each bad, each answered once complete.
    threads = []
    bodies = [b'{"instance": 1}', b"{", b'{"instance": "a", "extra": 3}', b"[]"]
    for index in range(4 if SHORT else 16):
        body = bodies[index % len(bodies)]
        raw = request("POST", ALP_ROUTES[index % 3], body)
        thread = threading.Thread(target=expect_json_error, args=(kind, f"dripped {body!r}", raw),
                                  kwargs={"drip": 0.01 if SHORT else 0.03})
        thread.start()
        threads.append(thread)
    for thread in threads:
        thread.join()
    # The stalled ones, completed at last, get their answers too; the rest just leave.
    for connection, rest in stalled[:10]:
        try:
            connection.sendall(rest)
            answer = b""
            while not response_complete(answer):
                chunk = connection.recv(65536)
                if not chunk:
                    break
                answer += chunk
            status, headers, body = parse(answer)
            record(kind, status == 422 and b'problem:invalid-instance"' in body, f"a stalled request, completed: {status} {body[:80]!r}")
        except OSError as error:
            record(kind, False, f"a stalled request, completed: {error}")
    for connection, _ in stalled:
        connection.close()


def skipped():
    print('  skipped: a trailing comma ({"instance":"a",}): Foundation\'s JSON parser accepts it (answered 200)')


run_matrix()
slow_loris()
skipped()
passed = sum(entry[0] for entry in results.values())
failed = sum(entry[1] for entry in results.values())
for kind, (ok, bad, failures) in results.items():
    print(f"  {kind}: {ok + bad} requests, {bad} without their 4xx JSON error")
    for failure in failures:
        print(f"      {failure}")
print(f"bad inputs: {passed} passed, {failed} failed")
sys.exit(0 if failed == 0 else 1)
