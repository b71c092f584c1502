#!/usr/bin/env python3
"""Forced wins that a stronger engine claimed in games against ours, and whether our engine finds them.

Usage:
  claimed-wins.py extract LOG...                      > WINS.tsv
  claimed-wins.py judge STRATAGEM JUDGE WINS.tsv N SEED MILLIS[:THREADS][,MILLIS[:THREADS]...] [JUDGE_MILLIS]
  claimed-wins.py blunders STRATAGEM JUDGE WINS.tsv MILLIS[:THREADS][,MILLIS[:THREADS]...] [JUDGE_MILLIS]
  claimed-wins.py lines LOG...

extract reads the referee's logs of matches against the stronger engine (gomocup-referee.py with it as
brain B; a log whose name holds "renju" was played under renju, one whose name holds "standard" under
standard, exactly five, and the others freestyle) and prints, for each game, the positions where B first
claimed a forced win, for either side (PentaZen's scale: a win in N plies for the side to move is 32000 - N, a
loss -(32000 - N); a claim is 31000 or more either way): where B first claimed its own win, B to move, and where
B first claimed its loss, the position after B's move, A to move. Tab-separated: the rule, the moves, the move
played there in the game, the plies claimed, the side to move (B or A), and 1 if the game went as claimed (the
side named won, and every later score of B's from a search, depth above 1, claimed the same), else 0. Each
position once.

judge takes N of those positions (shuffled with SEED), asks our engine for a move at MILLIS
(STRATAGEM/stratagem analyze gomoku POSITION --rule R --time MILLIS --json) and asks the judge, a
Gomocup brain (e.g. sparring/pbrain-pentazen) given JUDGE_MILLIS (1500 unless given), about the position after it, the judge to
move: the move wins if the judge sees its loss (a score of -31000 or less). A reply the judge plays
without a search (depth 1, a forced block) tells nothing: then the judge plays it and searches the
position after it for our side, whose win it must see. Prints each position's verdict and the count of
winning moves. The judge misses wins deeper than its search sees, so the count is a lower bound; a second
count adds the moves the judge missed that are the move played in the game where the game went as claimed
("won as played": the claimant's own winning move, or A's move after which B, searching on with the game's
history, still saw its loss and lost). A third count plays on where the judge saw nothing: the judge plays
both sides, its own best reply and then our side's move, up to 4 times each, and the move wins if its search, for
either side, claims our win first ("WIN played on"): from a fresh board its search misses some wins it claimed in
the game, its own claimed move among them, and the later positions are shallower. That count is an upper
estimate: a reply the judge gets wrong can hand our side a win the move itself did not hold. Rows of four columns
(an older extract) are B's claims, not counted so. With several configurations (time, and threads if given:
`analyze --threads`), each position is searched by each in turn and judged, so that the verdicts pair up by
position.

blunders takes each of B's claims of its own win (B to move) and the position before it, A to move, where our
engine played the move that let the win in: our engine's move there in each configuration, and whether the judge,
to move after it, claims its win again (a score of 31000 or more). A move marked = is the game's own. The count
of moves into a claimed loss says how often our engine, given that time, still walks into what the stronger
engine saw; a move the judge does not refute may still lose beyond its search.

lines reads the same logs (freestyle games) and prints, for each game where B claimed a win, how the game went
on from the claim: each move as B or a (the other side) followed by what the stone makes, F a five, 4 a four, 3
an open three (a point then makes an open four), q none of these; then how many of the lines hold a quiet move
of B's that no four of the other side forced.
"""
import importlib.util, json, os, random, re, subprocess, sys

_spec = importlib.util.spec_from_file_location('referee', os.path.join(os.path.dirname(__file__), 'gomocup-referee.py'))
referee = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(referee)

WIN = 31000
#: How many more moves of each side the judge plays, for a verdict played on, while neither claims the game.
PLAYED_ON = 4
#: Each rule's Gomocup rule bits.
RULE_BITS = {'freestyle': 0, 'standard': 1, 'renju': 4}


MOVE = re.compile(r'(\d+,\d+)\[([AB]) d(\d+):(\S+) \d+ms\]')


def claims(score, sign):
    """Whether a score of B's (its MESSAGE's, B to move) claims a forced win for B (sign 1) or for A (sign -1)."""
    return re.fullmatch(r'-?\d+', score) is not None and sign * int(score) >= WIN


def held(items, k, sign):
    """Whether the game went as B's claim before move k said: the side it named won, and every later score of
    B's that a search gave (depth above 1: a forced reply says nothing) claimed the same."""
    winner = items[-1][1]
    return winner == ('B' if sign > 0 else 'A') and all(
        int(depth) <= 1 or claims(score, sign) for _, side, depth, score in items[k:] if side == 'B')


def extract(logs):
    seen = set()
    for name in logs:
        rule = next((rule for rule in ('renju', 'standard') if rule in name), 'freestyle')
        for line in open(name):
            if not line.startswith('opening') or ' moves ' not in line:
                continue
            opening, moves = line.split(' moves ')
            position = opening.split()[1:]
            items = MOVE.findall(moves)
            found = set()
            for k, (move, side, _, score) in enumerate(items):
                if side == 'B' and 'B' not in found and claims(score, 1):
                    found.add('B')
                    row = [' '.join(position), move, str(32000 - int(score)), 'B', held(items, k, 1)]
                elif side == 'B' and 'A' not in found and claims(score, -1) and k + 1 < len(items):
                    found.add('A')
                    row = [' '.join(position + [move]), items[k + 1][0], str(32000 + int(score) - 1), 'A',
                           held(items, k + 1, -1)]
                else:
                    row = None
                if row and (rule, row[0]) not in seen:
                    seen.add((rule, row[0]))
                    print('\t'.join([rule, *row[:4], '1' if row[4] else '0']))
                position.append(move)


def start(brain, rule, judge_millis):
    p = subprocess.Popen([brain], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                         text=True, bufsize=1)
    p.stdin.write("START 15\n")
    p.stdin.flush()
    p.stdout.readline()
    p.stdin.write(f"INFO timeout_turn {judge_millis}\nINFO timeout_match 0\nINFO rule {RULE_BITS[rule]}\n")
    p.stdin.flush()
    return p


def ask(p, stones):
    """The judge's move, score and depth in the position, the judge to move."""
    colour = len(stones) % 2
    lines = ["BOARD"] + [f"{x},{y},{1 if k % 2 == colour else 2}" for k, (x, y) in enumerate(stones)] + ["DONE"]
    p.stdin.write("\n".join(lines) + "\n")
    p.stdin.flush()
    score, depth = None, 0
    while True:
        line = p.stdout.readline().strip()
        words = line.split()
        if words[:2] == ["MESSAGE", "depth"] and len(words) > 4 and words[3] == "score":
            score, depth = int(words[4]), int(words[2])
        elif re.fullmatch(r'\d+,\d+', line):
            return tuple(map(int, line.split(','))), score, depth


def wins(judge, stones, rounds):
    """Whether the judge, to move after our move (the last of the stones), sees its loss: two verdicts, the strict
    one and the one played on. A reply it plays without a search (depth 1, a forced block) tells nothing: then it
    plays it and searches the position after it for our side, whose win it must see; the strict verdict ends there.
    Played on, it plays on, both sides, up to rounds more times while neither side's search claims the game: our
    win is seen when its search, for either side, claims it. Both verdicts come from one line of play, so the
    judge is asked about each position once."""
    stones = list(stones)
    strict = None

    def verdicts(played_on):
        return (played_on if strict is None else strict), played_on

    for _ in range(rounds + 1):
        reply, score, depth = ask(judge, stones)
        if score is not None and score <= -WIN:
            return verdicts(True)
        if depth > 1:
            strict = False
            if score is not None and score >= WIN:
                return verdicts(False)
        stones.append(reply)
        move, score, depth = ask(judge, stones)
        if score is not None and score >= WIN:
            return verdicts(True)
        if score is not None and score <= -WIN and depth > 1:
            return verdicts(False)
        strict = False
        stones.append(move)
    return verdicts(False)


def our_move(stratagem, moves, rule, configuration):
    """Our engine's move in the position (STRATAGEM/stratagem analyze), with the time and, if given, the threads of
    the configuration ([MILLIS] or [MILLIS, THREADS]); None, with its error on stderr, if it refused the position."""
    threads = ['--threads', configuration[1]] if len(configuration) > 1 else []
    run = subprocess.run([stratagem + '/stratagem', 'analyze', 'gomoku', moves, '--rule', rule, '--time',
                          configuration[0], *threads, '--json'], capture_output=True, text=True)
    if run.returncode != 0:
        print(run.stderr.strip(), file=sys.stderr)
        return None
    return json.loads(run.stdout)['bestMove']


def blunders(stratagem, brain, table, configurations, judge_millis=1500):
    """For each of B's claims of its own win, the position before our move that let it in: our engine's move there
    in each configuration, and whether the judge, to move after it, claims its win again."""
    rows = [line.rstrip('\n').split('\t') for line in open(table)]
    configurations = [c.split(':') for c in configurations.split(',')]
    judges, lost, judged = {}, [0] * len(configurations), 0
    for i, (rule, moves, played, plies, *claim) in enumerate(rows):
        if claim and claim[0] != 'B':
            continue
        before, ours_then = moves.split()[:-1], moves.split()[-1]
        verdicts = []
        for k, configuration in enumerate(configurations):
            ours = our_move(stratagem, ' '.join(before), rule, configuration)
            if ours is None:
                break
            if rule not in judges:
                judges[rule] = start(brain, rule, judge_millis)
            _, score, _ = ask(judges[rule], [tuple(map(int, s.split(','))) for s in before + [ours]])
            into = score is not None and score >= WIN
            lost[k] += into
            verdicts.append(ours + ('=' if ours == ours_then else '') + ' ' + ('LOSES' if into else 'holds'))
        else:
            judged += 1
            print(i, rule, 'played then ' + ours_then, ' | '.join(verdicts), flush=True)
    for configuration, count in zip(configurations, lost):
        print(f"{':'.join(configuration)}: moves into a claimed loss {count} of {judged}")


def judge_all(stratagem, brain, table, n, seed, configurations, judge_millis=1500):
    rows = [line.rstrip('\n').split('\t') for line in open(table)]
    random.Random(seed).shuffle(rows)
    configurations = [c.split(':') for c in configurations.split(',')]
    judges, won, judged = {}, [0] * len(configurations), 0
    as_played, played_on = [0] * len(configurations), [0] * len(configurations)
    for i, (rule, moves, played, plies, *claim) in enumerate(rows[:n]):
        side, kept = claim if claim else ('B', '0')
        verdicts = []
        for k, configuration in enumerate(configurations):
            ours = our_move(stratagem, moves, rule, configuration)
            if ours is None:
                print(i, rule, plies, 'refused', flush=True)
                break
            stones = [tuple(map(int, s.split(','))) for s in moves.split()] + [tuple(map(int, ours.split(',')))]
            if rule not in judges:
                judges[rule] = start(brain, rule, judge_millis)
            ok, ok_played_on = wins(judges[rule], stones, PLAYED_ON)
            won[k] += ok
            as_played[k] += ok or ours == played and kept == '1'
            played_on[k] += ok_played_on
            verdicts.append(ours + ' ' + ('WIN' if ok else 'WIN played on' if ok_played_on
                                          else 'won as played' if ours == played and kept == '1' else 'no'))
        else:
            judged += 1
            print(i, rule, plies, side, 'played ' + played, ' | '.join(verdicts), flush=True)
    for configuration, count, count_as_played, count_played_on in zip(configurations, won, as_played, played_on):
        print(f"{':'.join(configuration)}: winning moves {count} of {judged} judged, "
              f"{count_as_played} with the moves that won as played, {count_played_on} played on")


SIZE = 15


def makes_five(board, colour, point):
    """Whether the colour's stone on the point, on the board, is part of five or more in a row (freestyle)."""
    return any(referee.run_length(board, *point, dx, dy, colour) >= 5 for dx, dy in referee.DIRECTIONS)


def line_points(point, direction):
    dx, dy = direction
    return [(point[0] + k * dx, point[1] + k * dy) for k in range(-5, 6)
            if 0 <= point[0] + k * dx < SIZE and 0 <= point[1] + k * dy < SIZE]


def five_points(board, colour, points):
    return [p for p in points if p not in board and makes_five({**board, p: colour}, colour, p)]


def made(board, colour, point):
    """What a stone of the colour on the point makes: F a five, 4 a four, 3 an open three, q none."""
    after = {**board, point: colour}
    if makes_five(after, colour, point):
        return 'F'
    near = {p for direction in referee.DIRECTIONS for p in line_points(point, direction)}
    if five_points(after, colour, near):
        return '4'
    for p in near:
        if p not in after and any(len(five_points({**after, p: colour}, colour, line_points(p, d))) >= 2
                                  for d in referee.DIRECTIONS):
            return '3'
    return 'q'


def lines(logs):
    quiet = total = 0
    for name in logs:
        for line in open(name):
            if not line.startswith('opening') or ' moves ' not in line:
                continue
            opening, moves = line.split(' moves ')
            stones = [tuple(map(int, s.split(','))) for s in opening.split()[1:]]
            board = {p: k % 2 for k, p in enumerate(stones)}
            colour, claimed, played = len(stones) % 2, False, []
            for move, side, score in re.findall(r'(\d+,\d+)\[([AB]) d\d+:(\S+) \d+ms\]', moves):
                point = tuple(map(int, move.split(',')))
                claimed = claimed or side == 'B' and re.fullmatch(r'\d+', score) is not None and int(score) >= WIN
                if claimed:
                    played.append(('B' if side == 'B' else 'a') + made(board, colour, point))
                board[point] = colour
                colour ^= 1
            if claimed:
                total += 1
                quiet += any(m == 'Bq' and (i == 0 or played[i - 1] != 'a4') for i, m in enumerate(played))
                print(' '.join(played))
    print(f"{quiet} of {total} lines hold a quiet move of B's that no four forced")


if __name__ == '__main__':
    if len(sys.argv) > 2 and sys.argv[1] == 'extract':
        extract(sys.argv[2:])
    elif len(sys.argv) in (8, 9) and sys.argv[1] == 'judge':
        judge_all(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]), int(sys.argv[6]), sys.argv[7], *map(int, sys.argv[8:]))
    elif len(sys.argv) in (6, 7) and sys.argv[1] == 'blunders':
        blunders(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], *map(int, sys.argv[6:]))
    elif len(sys.argv) > 2 and sys.argv[1] == 'lines':
        lines(sys.argv[2:])
    else:
        sys.exit(__doc__)
