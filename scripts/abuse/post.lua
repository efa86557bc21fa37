-- wrk script: POSTs the body in the WRK_BODY file with Content-Type application/json, counts answers by status
-- class across threads, and prints them with the latency percentiles in a form scripts/abuse-demo-server reads.
local threads = {}

function setup(thread)
    table.insert(threads, thread)
end

function init(args)
    local file = assert(io.open(os.getenv("WRK_BODY"), "rb"))
    wrk.method = "POST"
    wrk.body = file:read("*a")
    file:close()
    wrk.headers["Content-Type"] = "application/json"
    wrk.headers["Accept"] = "application/json"
    ok, client_errors, server_errors = 0, 0, 0
end

function response(status, headers, body)
    if status >= 500 then
        server_errors = server_errors + 1
    elseif status >= 400 then
        client_errors = client_errors + 1
    else
        ok = ok + 1
    end
end

function done(summary, latency, requests)
    local counts = { ok = 0, client_errors = 0, server_errors = 0 }
    for _, thread in ipairs(threads) do
        for name, _ in pairs(counts) do
            counts[name] = counts[name] + (thread:get(name) or 0)
        end
    end
    local errors = summary.errors
    io.write(string.format("result: requests %d ok %d 4xx %d 5xx %d socket_errors %d rps %.0f",
        summary.requests, counts.ok, counts.client_errors, counts.server_errors,
        errors.connect + errors.read + errors.write + errors.timeout,
        summary.requests / (summary.duration / 1e6)))
    for _, p in ipairs({ 50, 90, 99, 99.9 }) do
        io.write(string.format(" p%s %.2fms", p, latency:percentile(p) / 1000))
    end
    io.write("\n")
end
