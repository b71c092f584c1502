#!/usr/bin/env python3
"""A minimal Gomocup referee for measuring one build of a brain against another (not a tournament
manager: it keeps no clock). Under renju a black stone on a forbidden point (overline, double four,
double three by the RIF rules, a three being one that can become a straight four through a point that is
not itself forbidden) loses the game at once, as a tournament manager would rule: `forbidden move X,Y
(KIND) by colour 0` in the log.

Usage: gomocup-referee.py BRAIN_A BRAIN_B TURN_MS OPENINGS SEED [BOUND [RULE [STONES [SPREAD]]]]

Two pbrain commands (e.g. two checkouts' launcher/bin/pbrain-stratagem), 15x15 under the Gomocup rule
bits RULE (4, renju, by default: black's overline does not win; 0 freestyle; 1 exactly five),
INFO timeout_turn TURN_MS; openings of STONES (4 by default; a range such as 4-6 draws each opening's count
from it) random stones within SPREAD (2 by default) rows and columns of the centre (seeded), each played
with both colours; every move asked with BOARD. A SPREAD of 5 scatters the stones as Gomocup's own
balanced openings do. With BOUND, only openings that brain A, searching
them for a move, scores within it for the side to move. OPENINGS may instead be a file of openings, one a
line (`x,y x,y ...`, black first), e.g. those of an earlier log: each is played with both colours, in order,
and SEED, BOUND and STONES are not used. Two builds played on one file meet the same openings, so their
games pair up by opening and colour (with BOUND each build picks its own openings by its own scores).
Prints each game (its opening, then every move with the brain that played it, the depth and score of that
brain's last `MESSAGE depth D score S` line and its time), then A's wins, draws and losses with the Elo
difference and its 95% interval, and each brain's slowest answer."""
import random, subprocess, sys, time, math

def start(cmd, turn_ms):
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1)
    send(p, "START 15"); expect(p, "OK")
    send(p, f"INFO timeout_turn {turn_ms}"); send(p, "INFO timeout_match 0"); send(p, f"INFO rule {RULE}")
    return p

def send(p, line):
    p.stdin.write(line + "\n"); p.stdin.flush()

def reply(p, messages=None):
    while True:
        line = p.stdout.readline()
        if not line:
            raise RuntimeError("brain closed")
        line = line.strip()
        if messages is not None and line.startswith("MESSAGE"):
            messages.append(line)
        if line and not line.split()[0] in ("MESSAGE", "DEBUG", "UNKNOWN", "ERROR"):
            return line

def expect(p, what):
    line = reply(p)
    if line != what:
        raise RuntimeError(f"expected {what}, got {line}")

RULE = 4
slowest = {}

def five(board, x, y, c):
    for dx, dy in ((1,0),(0,1),(1,1),(1,-1)):
        n = 1
        for s in (1, -1):
            i, j = x + s*dx, y + s*dy
            while 0 <= i < 15 and 0 <= j < 15 and board.get((i, j)) == c:
                n += 1; i += s*dx; j += s*dy
        if n == 5 or n > 5 and (RULE == 0 or RULE == 4 and c == 1):
            return True
    return False

DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))

def run_length(board, x, y, dx, dy, c):
    """The length of the run of colour c through (x, y), which holds c, along (dx, dy)."""
    n = 1
    for s in (1, -1):
        i, j = x + s*dx, y + s*dy
        while board.get((i, j)) == c:
            n += 1; i += s*dx; j += s*dy
    return n

def on_board(i, j):
    return 0 <= i < 15 and 0 <= j < 15

def completions(board, x, y, dx, dy):
    """The empty points along (dx, dy) within four of black's (x, y) where a black stone makes exactly five with it."""
    points = []
    for k in range(-4, 5):
        q = (x + k*dx, y + k*dy)
        if k == 0 or not on_board(*q) or q in board:
            continue
        board[q] = 0
        if run_length(board, x, y, dx, dy, 0) == 5:
            points.append(k)
        del board[q]
    return points

def fours(board, x, y, dx, dy):
    """How many fours black's (x, y) is part of along (dx, dy): a straight four is one, two apart fours two."""
    points = completions(board, x, y, dx, dy)
    return 1 if len(points) == 2 and abs(points[0] - points[1]) == 5 else len(points)

def makes_three(board, x, y, dx, dy):
    """Whether black's (x, y) is part of a real three along (dx, dy): a black stone on some point that is not
    forbidden turns it into a straight four (four in a row whose both ends make exactly five)."""
    for k in range(-4, 5):
        q = (x + k*dx, y + k*dy)
        if k == 0 or not on_board(*q) or q in board:
            continue
        board[q] = 0
        straight = run_length(board, x, y, dx, dy, 0) == 4 and len(completions(board, x, y, dx, dy)) == 2 \
            and forbidden(board, *q) is None
        del board[q]
        if straight:
            return True
    return False

def forbidden(board, x, y):
    """Why black's stone (x, y), on the board, is forbidden under renju (overline, double-four, double-three), or
    None: a five is never forbidden."""
    lengths = [run_length(board, x, y, dx, dy, 0) for dx, dy in DIRECTIONS]
    if 5 in lengths:
        return None
    if max(lengths) > 5:
        return "overline"
    four_counts = [fours(board, x, y, dx, dy) for dx, dy in DIRECTIONS]
    if sum(four_counts) >= 2:
        return "double-four"
    threes = sum(1 for (dx, dy), n in zip(DIRECTIONS, four_counts) if n == 0 and makes_three(board, x, y, dx, dy))
    return "double-three" if threes >= 2 else None

def last_score(messages):
    """The depth and score of the last `MESSAGE depth D score S ...` line, as dD:S, or - if none."""
    scores = [m.split() for m in messages if m.split()[1:2] == ["depth"] and len(m.split()) > 4 and m.split()[3] == "score"]
    return f"d{scores[-1][2]}:{scores[-1][4]}" if scores else "-"

def play(brains, names, opening, turn_ms, log):
    """Plays one game; returns the winning colour (-1 for a draw), the slowest answer and the moves as
    `x,y[BRAIN dDEPTH:SCORE TIMEms]`."""
    board = {}
    order = []
    for k, st in enumerate(opening):
        board[st] = k % 2; order.append(st)
    colour = len(opening) % 2
    worst = 0
    record = []
    while len(board) < 225:
        p = brains[colour]
        lines = ["BOARD"] + [f"{x},{y},{1 if board[(x,y)] == colour else 2}" for (x, y) in order] + ["DONE"]
        t = time.time()
        for l in lines: send(p, l)
        messages = []
        mv = reply(p, messages)
        ms = (time.time() - t) * 1000; worst = max(worst, ms)
        slowest[id(p)] = max(slowest.get(id(p), 0), ms)
        x, y = map(int, mv.split(","))
        if (x, y) in board or not (0 <= x < 15 and 0 <= y < 15):
            log(f"illegal move {mv} by colour {colour}"); return 1 - colour, worst, record
        board[(x, y)] = colour; order.append((x, y))
        record.append(f"{mv}[{names[colour]} {last_score(messages)} {ms:.0f}ms]")
        if five(board, x, y, colour):
            return colour, worst, record
        kind = forbidden(board, x, y) if RULE == 4 and colour == 0 else None
        if kind:
            log(f"forbidden move {mv} ({kind}) by colour 0"); return 1, worst, record
        colour = 1 - colour
    return -1, worst, record

def balanced(p, opening, bound):
    """Whether a search of the opening by the brain scores it within the bound for the side to move."""
    colour = len(opening) % 2
    for l in ["BOARD"] + [f"{x},{y},{1 if k % 2 == colour else 2}" for k, (x, y) in enumerate(opening)] + ["DONE"]:
        send(p, l)
    messages = []
    reply(p, messages)
    scores = [m.split()[4] for m in messages if m.split()[1:2] == ["depth"] and m.split()[3] == "score"]
    return bool(scores) and scores[-1].lstrip("-").isdigit() and abs(int(scores[-1])) <= bound

def random_opening(rnd, a, stones, bound, spread):
    """Random stones (their count drawn from the range of stones) within the spread of the centre, an opening
    that brain A scores within the bound (any, without one; a score of a decided game is not within it)."""
    while True:
        opening = []
        count = stones[0] if stones[0] == stones[1] else rnd.randint(*stones)
        while len(opening) < count:
            st = (7 + rnd.randint(-spread, spread), 7 + rnd.randint(-spread, spread))
            if st not in opening: opening.append(st)
        if bound == 0 or balanced(a, opening, bound):
            return opening

def main():
    a_cmd, b_cmd, turn_ms, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[5])
    fixed = None if sys.argv[4].isdigit() else [[tuple(map(int, stone.split(','))) for stone in line.split()]
                                                 for line in open(sys.argv[4]) if line.strip()]
    openings = len(fixed) if fixed else int(sys.argv[4])
    bound = int(sys.argv[6]) if len(sys.argv) > 6 else 0
    global RULE
    RULE = int(sys.argv[7]) if len(sys.argv) > 7 else 4
    stones = tuple(map(int, sys.argv[8].split("-"))) if len(sys.argv) > 8 else (4,)
    stones = (stones[0], stones[-1])
    spread = int(sys.argv[9]) if len(sys.argv) > 9 else 2
    a = start([a_cmd], turn_ms); b = start([b_cmd], turn_ms)
    rnd = random.Random(seed)
    w = d = l = 0; worst = 0
    for o in range(openings):
        opening = fixed[o] if fixed else random_opening(rnd, a, stones, bound, spread)
        for a_black in (True, False):
            brains, names = ([a, b], "AB") if a_black else ([b, a], "BA")
            winner, ms, record = play(brains, names, opening, turn_ms, lambda s: print(s, flush=True))
            print("opening " + " ".join(f"{x},{y}" for x, y in opening) + " moves " + " ".join(record), flush=True)
            worst = max(worst, ms)
            if winner == -1: d += 1
            elif (winner == 0) == a_black: w += 1
            else: l += 1
            print(f"opening {o} A {'black' if a_black else 'white'}: {'draw' if winner == -1 else ('A' if (winner == 0) == a_black else 'B')} wins; total +{w} ={d} -{l}; slowest move {worst:.0f} ms", flush=True)
    n = w + d + l; score = (w + d / 2) / n
    var = (w * (1 - score) ** 2 + d * (0.5 - score) ** 2 + l * score ** 2) / n
    se = math.sqrt(var / n)
    elo = lambda s: -400 * math.log10(1 / min(max(s, 1e-6), 1 - 1e-6) - 1)
    print(f"A against B: +{w} ={d} -{l}, score {score:.3f}, Elo {elo(score):+.1f} (95%: {elo(score - 1.96*se):+.1f} .. {elo(score + 1.96*se):+.1f}); slowest move of A {slowest.get(id(a), 0):.0f} ms, of B {slowest.get(id(b), 0):.0f} ms, of {turn_ms}")
    for p in (a, b):
        send(p, "END")

if __name__ == '__main__':
    main()
