# Shared by scripts/measure-integration-overhead and FormValidationOpenAPI/scripts/measure-overhead: loading a
# server on loopback with wrk, and summing the figures of several rounds up. Sourced, not run.
#
# The caller sets `pid` (the server's process) and `work` (a scratch folder), calls `wrk_load` for each
# measurement of each round, then `wrk_summary`.

# On a machine of two cores or more, the server runs on one core and wrk on another (taskset, util-linux): left to
# the scheduler, the two share both cores, and a server thread preempted with a request in hand adds a time slice
# (milliseconds) to it; the tail then says more about the scheduler than about the server.
server_cpu=() client_cpu=()
if command -v taskset >/dev/null && [ "$(nproc)" -ge 2 ]; then
    server_cpu=(taskset -c 1) client_cpu=(taskset -c 0)
fi
ticks=$(getconf CLK_TCK)

# The server's user and system time so far, in clock ticks.
wrk_server_cpu() { awk '{print $14 + $15}' "/proc/$pid/stat"; }

# wrk_load REQUEST MODE WRK-ARGUMENTS…: one wrk run of `seconds` against the server. Prints wrk's figures and the
# server's CPU time per request, and keeps the mean latency and the CPU time for `wrk_summary`.
wrk_load() {
    local request=$1 mode=$2 before after output requests latency cpu
    shift 2
    before=$(wrk_server_cpu)
    output=$("${client_cpu[@]}" wrk -t1 -c4 -d"${seconds}s" --latency "$@")
    after=$(wrk_server_cpu)
    echo "$output" | grep -E "Latency|50%|90%|99%|Requests/sec|Non-2xx"
    requests=$(echo "$output" | grep -oE "[0-9]+ requests in" | grep -oE "^[0-9]+")
    cpu=$(((after - before) * 1000000 / ticks / requests))
    echo "    Server CPU: $cpu us/request ($requests requests)"
    # wrk writes a mean of 538.15us, 1.02ms or 2.00s.
    latency=$(echo "$output" | awk '$1 == "Latency" && $2 ~ /[0-9]/ {
        v = $2; u = v; sub(/[0-9.]+/, "", u); sub(/[a-z]+$/, "", v)
        print (u == "ms" ? v * 1000 : u == "s" ? v * 1000000 : v); exit }')
    echo "$request|$mode|$latency|$cpu" >>"$work/figures"
}

# wrk_summary BASELINE: for each request and mode, the median over the rounds of the mean latency and of the CPU
# time per request, and how much each adds to the mode named BASELINE.
wrk_summary() {
    echo
    echo "== Medians over $rounds round(s): mean latency and server CPU per request, against $1"
    python3 - "$work/figures" "$1" <<'PY'
import statistics, sys
rows = [line.strip().split("|") for line in open(sys.argv[1]) if line.strip()]
baseline = sys.argv[2]
requests = list(dict.fromkeys(r[0] for r in rows))
modes = list(dict.fromkeys(r[1] for r in rows))
for request in requests:
    print(request)
    median = {}
    for mode in modes:
        found = [r for r in rows if r[0] == request and r[1] == mode]
        if found:
            median[mode] = (statistics.median(float(r[2]) for r in found), statistics.median(float(r[3]) for r in found))
    base = median.get(baseline)
    for mode, (latency, cpu) in median.items():
        versus = "" if base is None or mode == baseline else \
            f"  ({(latency / base[0] - 1) * 100:+.0f}% latency, {(cpu / base[1] - 1) * 100:+.0f}% CPU)"
        print(f"    {mode:<22} {latency:8.1f} us  {cpu:6.0f} us CPU{versus}")
PY
}
