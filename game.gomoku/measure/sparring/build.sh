#!/bin/sh
# Builds PentaZen 0.4.18, an open-source Gomocup engine, as a sparring partner for measurements (not part of
# the platform, and nothing the build or the tests use). SOURCE is a checkout of github.com/sun-yuliang/PentaZen
# at commit fa37343 (its src/ folder); the engine lands in pentazen/bin/ beside this script, where the shim
# pbrain-pentazen finds it. One local change: the search depth, a one-byte type, is printed as a number
# (gcc prints it as a character, which can break a MESSAGE line in two). Usage: build.sh SOURCE
set -eu
source="$1"
here="$(cd "$(dirname "$0")" && pwd)"
work="$here/pentazen/build"
rm -rf "$work" && mkdir -p "$work/src" "$here/pentazen/bin"
cp -r "$source/src/." "$work/src/"
sed -i 's/<< " dep " << rem.depth << "-" << std::max(rem.depth, plyMax);/<< " dep " << int(rem.depth) << "-" << int(std::max(rem.depth, plyMax));/' "$work/src/search.cpp"
for rule in FREESTYLE STANDARD; do
  mkdir -p "$work/patgen/$rule"
  cp "$work/src/pattern/"*.cpp "$work/src/pattern/"*.h "$work/patgen/$rule/"
  sed -i "s/constexpr Rule TARGET_RULE    = FREESTYLE;/constexpr Rule TARGET_RULE    = $rule;/" "$work/patgen/$rule/type.h"
  g++ -O2 -std=c++17 -o "$work/patgen/$rule/patgen" "$work/patgen/$rule/main.cpp" "$work/patgen/$rule/line.cpp"
done
"$work/patgen/FREESTYLE/patgen" > "$work/patgen/pattern_15f.h"
"$work/patgen/STANDARD/patgen" > "$work/patgen/pattern_15s.h"
g++ -O2 -march=native -std=c++17 -DNDEBUG -DIS_64BIT -pthread -I"$work/patgen" -o "$here/pentazen/bin/pbrain-pentazen-engine" "$work/src/"*.cpp
echo "built $here/pentazen/bin/pbrain-pentazen-engine"
