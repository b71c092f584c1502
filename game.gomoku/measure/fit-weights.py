#!/usr/bin/env python3
"""Fits the weights of Gomoku's pattern evaluator to game results (Texel's method), as PatternEvaluator's were.

Usage:
  fit-weights.py openings COUNT SEED   random 4-stone openings near the centre, one a line, for match --openings
  fit-weights.py fit FEATURES.CSV      the fitted weights, from the features EvaluatorFeaturesTest wrote

The whole recipe (what the committed weights came from; 800 games, about 25 minutes on 2 cores):
  python3 game.gomoku/measure/fit-weights.py openings 400 77 > openings.txt
  head -200 openings.txt > o1.txt; tail -200 openings.txt > o2.txt
  ./stratagem match gomoku --a strategy=alphabeta --b strategy=alphabeta --games 400 --time 50 --openings o1.txt --save g1
  ./stratagem match gomoku --a strategy=alphabeta --b strategy=alphabeta --games 400 --time 50 --openings o2.txt --save g2
  mvn -B -o -pl game.gomoku surefire:test -Dtest=EvaluatorFeaturesTest -Dsurefire.failIfNoSpecifiedTests=false \\
      -Dgomoku.features=$PWD/g1,$PWD/g2
  python3 game.gomoku/measure/fit-weights.py fit g1/features.csv

The fit: a logistic regression of the side to move's result on its pattern counts and the opponent's, and on
the four-three points of each, with a term for the colour to move (black's advantage, left out of the score)
and a small L2 penalty; the weights are scaled so that the side to move's open-three point weighs 120, as in
the evaluator. It also prints the loss of a half of the games predicted by a fit on the other half."""
import random, sys
import numpy as np
from scipy.optimize import minimize

PATTERNS = ["TWO", "OPEN_TWO", "THREE", "OPEN_THREE", "FOUR", "OPEN_FOUR", "FIVE"]
NAMES = [f"{side} {p}" for p in PATTERNS for side in ("mover", "opponent")] + ["mover FOUR_THREE", "opponent FOUR_THREE"]
PENALTY = 1e-3

def openings(count, seed):
    rnd, seen = random.Random(seed), set()
    while len(seen) < count:
        stones = []
        while len(stones) < 4:
            stone = (7 + rnd.randint(-2, 2), 7 + rnd.randint(-2, 2))
            if stone not in stones:
                stones.append(stone)
        if tuple(stones) not in seen:
            seen.add(tuple(stones))
            print(" ".join(f"{x},{y}" for x, y in stones))

def loss(y, z):
    p = np.clip(1 / (1 + np.exp(-z)), 1e-9, 1 - 1e-9)
    return -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))

def fitted(X, y):
    objective = lambda w: loss(y, X @ w) + PENALTY * np.sum(w[:-1] ** 2)
    return minimize(objective, np.zeros(X.shape[1]), method="L-BFGS-B").x

def fit(path):
    rows = np.loadtxt(path, delimiter=",", ndmin=2)
    y, colour = rows[:, 0], 2 * rows[:, 1] - 1
    X = np.hstack([rows[:, 3:], colour[:, None]])
    w = fitted(X, y)
    scale = 120 / w[NAMES.index("mover OPEN_THREE")]
    print(f"{len(y)} positions; black to move scores {y[rows[:, 1] == 1].mean():.3f}; loss {loss(y, X @ w):.4f}")
    for name, weight in zip(NAMES, w):
        print(f"{name:20s} {weight:+.4f}  as the evaluator's weight {weight * scale:+.0f}")
    print(f"{'colour (black)':20s} {w[-1]:+.4f}")
    half = len(y) // 2
    for train, test in ((slice(0, half), slice(half, None)), (slice(half, None), slice(0, half))):
        print(f"held-out loss: {loss(y[test], X[test] @ fitted(X[train], y[train])):.4f}")

if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "openings":
        openings(int(sys.argv[2]), int(sys.argv[3]))
    elif len(sys.argv) == 3 and sys.argv[1] == "fit":
        fit(sys.argv[2])
    else:
        sys.exit(__doc__)
