#!/usr/bin/env bash
# npm run bench: every figure of the closing notes, one script each, then a summary table.
# One figure alone: npx tsx bench/<name>.ts. Results: bench/results/<id>.json (not committed).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
failed=()
for figure in signin-js offline-start push pull api-throughput products-list products-import \
  demo-sales sales-ingest sales-reads dashboard count-review stock-on-hand count-screen long-lists count-sync par-suggestions forecast today receive-delivery report-reads chain-reads \
  report-export report-export-server report-js publish floor-plan lighthouse server-start several-servers \
  live-channel; do
  npx tsx "bench/$figure.ts" || failed+=("$figure")
done
npx tsx bench/summary.ts
if ((${#failed[@]})); then
  echo "benchmarks that broke (not a missed target: the benchmark itself failed): ${failed[*]}" >&2
  exit 1
fi
