#!/usr/bin/env python3
"""Fits the weights of Gomoku's pattern evaluator, as PatternEvaluator's were: a logistic regression of the side
to move's expected score on the pattern counts, either to game results (Texel's method) or to the scores a
stronger engine, the teacher, gives the positions (distillation).

Usage:
  fit-weights.py openings COUNT SEED    random 4-stone openings near the centre, one a line, for match --openings
  fit-weights.py positions EVERY SEED SOURCE...
                                        about one position in EVERY (seeded) of the games in SOURCEs: folders that
                                        match --save wrote, or gomocup-referee.py outputs; one a line, its moves
  fit-weights.py label BRAIN TURN_MS POSITIONS
                                        each position with the score the Gomocup brain BRAIN (its last MESSAGE
                                        depth D score S line, for the side to move; INFO timeout_turn TURN_MS,
                                        freestyle), as SCORE;MOVES lines, two brains at a time
  fit-weights.py fit FEATURES.CSV       the fitted weights of a linear score, from the features EvaluatorFeaturesTest wrote
  fit-weights.py fit-network FEATURES.CSV
                                        the pattern evaluator's network fitted to the same features, as the text of
                                        game.gomoku/src/main/resources/org/stratagem/game/gomoku/pattern-network.txt

The committed weights came from a teacher: PentaZen 0.4.18, an open-source Gomocup engine (github.com/sun-yuliang/
PentaZen, built locally from its source; not part of this project), 150 ms a position, wrapped to answer BOARD
as a manager's TURN and to print its score as MESSAGE depth D score S. The positions: one in four of those of
the 800 self-play games of the Texel recipe below and every one of 288 games of this engine against the teacher
(gomocup-referee.py outputs, freestyle, 3-stone openings, 300 ms a move; 80 with the teacher at 120 ms): 15 630,
of which 11 420 are fitted (the others are decided or have a five to make):
  python3 game.gomoku/measure/fit-weights.py positions 4 5 g1 g2 > self.txt
  python3 game.gomoku/measure/fit-weights.py positions 1 5 referee-*.txt | sort -u > against.txt
  cat self.txt against.txt > positions.txt
  python3 game.gomoku/measure/fit-weights.py label pbrain-pentazen 150 positions.txt > scored.txt
  mvn -B -o -pl game.gomoku surefire:test -Dtest=EvaluatorFeaturesTest -Dsurefire.failIfNoSpecifiedTests=false \\
      -Dgomoku.scored=$PWD/scored.txt
  python3 game.gomoku/measure/fit-weights.py fit-network scored.txt.csv > pattern-network.txt
(fit instead of fit-network gives the linear weights the evaluator had before the network.)
The Texel recipe, game results instead of a teacher (800 games, about 25
minutes on 2 cores):
  python3 game.gomoku/measure/fit-weights.py openings 400 77 > openings.txt
  head -200 openings.txt > o1.txt; tail -200 openings.txt > o2.txt
  ./stratagem match gomoku --a strategy=alphabeta --b strategy=alphabeta --games 400 --time 50 --openings o1.txt --save g1
  ./stratagem match gomoku --a strategy=alphabeta --b strategy=alphabeta --games 400 --time 50 --openings o2.txt --save g2
  mvn -B -o -pl game.gomoku surefire:test -Dtest=EvaluatorFeaturesTest -Dsurefire.failIfNoSpecifiedTests=false \\
      -Dgomoku.features=$PWD/g1,$PWD/g2
  python3 game.gomoku/measure/fit-weights.py fit g1/features.csv

The network (fit-network): the same expected scores predicted from the same counts (the colour to move left
out) by a network of HIDDEN hidden units (CountsNetwork: a rational tanh, clipped), fitted by L-BFGS from three
seeded starts on a seeded half of the positions, the start whose fit predicts the other half best kept (its
held-out loss is printed; the linear fit's on the same halves too). Its output is scaled as the linear fit's
score is, so that the evaluator's scores keep their size. The counts that are never non-zero in fitted
positions (the mover's open-four and five points, the opponent's five points: those positions are decided or
forced) get no weight: the evaluator scores them with fixed terms.

The linear fit: a logistic regression of the side to move's expected score (a result 1, 0.5 or 0, or a teacher's score
as 1 / (1 + exp(-score / 250)), 1 or 0 when decided) on its pattern counts and the opponent's, and on the
four-three points of each, with a term for the colour to move (black's advantage, left out of the score) and a
small L2 penalty; the weights are scaled so that the side to move's open-three point weighs 120, as in the
evaluator. It also prints the loss of a half of the positions predicted by a fit on the other half."""
import glob, os, random, re, subprocess, sys, threading
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

def positions(every, seed, sources):
    """Prints about one position in EVERY of the games in the sources, each as its moves from the empty board."""
    rnd = random.Random(seed)
    for game in games(sources):
        for ply in range(3, len(game)):
            if rnd.randrange(every) == 0:
                print(" ".join(game[:ply]))

def games(sources):
    """The moves of every game in the sources: match --save folders, or gomocup-referee.py outputs."""
    for source in sources:
        if os.path.isdir(source):
            for path in sorted(glob.glob(os.path.join(source, "game-*.txt"))):
                words = [line.split() for line in open(path)]
                yield [move for line in words if line and line[0] in ("start", "move") for move in line[1:]]
        else:
            for line in open(source):
                if line.startswith("opening ") and " moves " in line:
                    opening, moves = line.split(" moves ")
                    yield opening.split()[1:] + re.findall(r"(\d+,\d+)\[", moves)

def label(brain, turn_ms, path):
    """Prints each position with the brain's score for the side to move, two brains at a time."""
    lines = [line.strip() for line in open(path) if line.strip()]
    scores = [None] * len(lines)
    def work(first):
        p = subprocess.Popen([brain], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1)
        ask(p, ["START 15"]); p.stdout.readline()
        ask(p, [f"INFO timeout_turn {turn_ms}", "INFO timeout_match 0", "INFO rule 0"])
        for i in range(first, len(lines), 2):
            stones = lines[i].split()
            colour = len(stones) % 2
            ask(p, ["BOARD"] + [f"{s},{1 if k % 2 == colour else 2}" for k, s in enumerate(stones)] + ["DONE"])
            while True:
                words = p.stdout.readline().split()
                if words[:2] == ["MESSAGE", "depth"] and len(words) > 4 and words[3] == "score":
                    scores[i] = int(words[4])
                elif words and re.fullmatch(r"\d+,\d+", words[0]):
                    break
        ask(p, ["END"])
    threads = [threading.Thread(target=work, args=(first,)) for first in range(2)]
    for thread in threads: thread.start()
    for thread in threads: thread.join()
    for score, line in zip(scores, lines):
        print(f"{score};{line}")

def ask(p, lines):
    p.stdin.write("\n".join(lines) + "\n"); p.stdin.flush()

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

HIDDEN = 8
NETWORK_PENALTY = 1e-3

def squash(z):
    """CountsNetwork's rational tanh, clipped at 3."""
    z = np.clip(z, -3, 3)
    return z * (27 + z * z) / (27 + 9 * z * z)

def fit_network(path):
    rows = np.loadtxt(path, delimiter=",", ndmin=2)
    y, X = rows[:, 0], rows[:, 3:]
    inputs, hidden = X.shape[1], HIDDEN
    spread = X.std(0) + 1e-9
    Xn = X / spread
    order = np.random.default_rng(1).permutation(len(y))
    train, test = order[:len(y) // 2], order[len(y) // 2:]
    def unpack(v):
        at = inputs * hidden
        return v[:at].reshape(inputs, hidden), v[at:at + hidden], v[at + hidden:at + 2 * hidden], v[-1]
    def logit(v, rows):
        w1, b1, w2, b2 = unpack(v)
        return squash(rows @ w1 + b1) @ w2 + b2
    def objective(v):
        return loss(y[train], logit(v, Xn[train])) + NETWORK_PENALTY * np.sum(v[:inputs * hidden + hidden] ** 2)
    best = None
    for seed in range(3):
        start = np.random.default_rng(seed).normal(0, 0.3, inputs * hidden + 2 * hidden + 1)
        v = minimize(objective, start, method="L-BFGS-B", options={"maxiter": 5000}).x
        held_out = loss(y[test], logit(v, Xn[test]))
        if best is None or held_out < best[0]:
            best = (held_out, v)
    linear = minimize(lambda w: loss(y[train], Xn[train] @ w[:-1] + w[-1]) + 1e-4 * w @ w, np.zeros(inputs + 1),
                      method="L-BFGS-B").x
    scale = 120 / (linear[NAMES.index("mover OPEN_THREE")] / spread[NAMES.index("mover OPEN_THREE")])
    w1, b1, w2, b2 = unpack(best[1])
    w1 = np.where((X != 0).any(0)[:, None], w1 / spread[:, None], 0.0)
    print(f"# The pattern evaluator's network (CountsNetwork): {len(y)} positions, fit-weights.py fit-network;")
    print(f"# held-out loss {best[0]:.4f}, a linear score's {loss(y[test], Xn[test] @ linear[:-1] + linear[-1]):.4f}.")
    print(f"# Inputs: {', '.join(NAMES)}.")
    print(inputs, hidden)
    print("# input weights, a line an input")
    for row in w1:
        print(" ".join(repr(float(x)) for x in row))
    print("# hidden biases")
    print(" ".join(repr(float(x)) for x in b1))
    print("# output weights, output bias, scale")
    print(" ".join(repr(float(x)) for x in w2))
    print(repr(float(b2)), repr(float(scale)))

if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "openings":
        openings(int(sys.argv[2]), int(sys.argv[3]))
    elif len(sys.argv) > 4 and sys.argv[1] == "positions":
        positions(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:])
    elif len(sys.argv) == 5 and sys.argv[1] == "label":
        label(sys.argv[2], sys.argv[3], sys.argv[4])
    elif len(sys.argv) == 3 and sys.argv[1] == "fit-network":
        fit_network(sys.argv[2])
    elif len(sys.argv) == 3 and sys.argv[1] == "fit":
        fit(sys.argv[2])
    else:
        sys.exit(__doc__)
