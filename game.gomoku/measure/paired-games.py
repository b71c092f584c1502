#!/usr/bin/env python3
"""Two builds' matches against one opponent, compared game by game.

Usage: paired-games.py LOG_A LOG_B [LOG_A LOG_B ...]

Each pair is two logs of gomocup-referee.py, build A's and build B's, each against the same opponent on the same
openings (an OPENINGS file, or the same seed where the builds pick the same openings). The games pair up by
opening index and colour: prints both builds' scores on the paired games, how many of them A did better and
worse in, and the sign test's z ((better - worse) / sqrt(better + worse)), which the noise of the openings
does not reach: each pair of games faces the same opening with the same colour.
"""
import math, re, sys

RESULT = re.compile(r'opening (\d+) A (black|white): (A|B|draw) wins')


def results(log):
    """Build A's score in each game of the log, by (opening index, A's colour)."""
    scores = {}
    for line in open(log):
        match = RESULT.match(line)
        if match:
            scores[(int(match.group(1)), match.group(2))] = {'A': 1.0, 'B': 0.0, 'draw': 0.5}[match.group(3)]
    return scores


def main(logs):
    if len(logs) < 2 or len(logs) % 2:
        sys.exit(__doc__)
    score_a = score_b = better = worse = games = 0
    for log_a, log_b in zip(logs[::2], logs[1::2]):
        a, b = results(log_a), results(log_b)
        for game in a.keys() & b.keys():
            games += 1
            score_a += a[game]
            score_b += b[game]
            better += a[game] > b[game]
            worse += a[game] < b[game]
    z = (better - worse) / math.sqrt(better + worse) if better + worse else 0.0
    print(f"{games} paired games: A {score_a:g}, B {score_b:g}; A better in {better}, worse in {worse}, z {z:+.2f}")


if __name__ == '__main__':
    main(sys.argv[1:])
