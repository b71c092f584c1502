package org.stratagem.game.gomoku;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.search.SearchSession;

/**
 * A Gomocup brain: the board of the match in progress, the manager's settings, and the answer to
 * each command of the Piskvork protocol ({@code ../shared/specs/gomoku.md}). The manager asks for a
 * move only when it is the brain's turn, so the brain is the side to move, whatever the stone
 * counts say: a {@code BOARD} is set up as it comes ({@link GomokuGame#setUp}), the brain to move.
 * Its colours: black is the side with more stones; with as many each, the side of the first stone
 * line under renju (whose lines come in the order of play), else the brain. {@code TAKEBACK} lifts
 * a stone of the side that moved last, which is then to move again.
 *
 * <p>Moves are chosen by {@link BrainSearch} (a win by continuous fours at once, else the platform
 * strategy's search) under the {@link GomocupLimits} of the manager's {@code INFO}, and each is
 * preceded by one {@code MESSAGE} saying what the search found (depth, score, principal variation,
 * nodes, nodes per second, time: {@link BrainSearch#message}). {@code SWAP2BOARD} ... {@code DONE}
 * is answered by the Swap2 opening's choices ({@link Swap2}). Only protocol lines are answered: the
 * messages come before the answer they belong to, in the answer's lines.
 *
 * <p>Rules: {@code INFO rule} is a sum of bits (1 exactly five, 2 continuous game, 4 renju, 8 caro):
 * bit 4 plays {@link Rule#RENJU}, else bit 8 {@link Rule#CARO}, else bit 1 {@link Rule#STANDARD},
 * else {@link Rule#FREESTYLE}. Continuous games (bit 2) are not supported, nor caro with exactly five
 * (bits 8 and 1): the brain says so in a {@code MESSAGE} before its next answer (the manager reads
 * nothing while it sends {@code INFO}) and plays on by the rule it chose. A {@code BOARD} line with
 * field 3 (a stone of a continuous game's winning line) is refused.
 *
 * <p>Boards: {@code START n} a square of 5 to 22 points a side, {@code RECTSTART w,h} a rectangle of
 * such sides.
 *
 * <p>A command the brain cannot carry out (a bad number, a point off the board or taken, a command
 * before {@code START}) is answered {@code ERROR message} and leaves the brain as it was.
 */
final class GomocupBrain {
    /**
     * The answer to {@code ABOUT}, from the bundle's {@value #ABOUT_RESOURCE}, which
     * {@code launcher/bin/pbrain-stratagem} also reads to answer a manager's first {@code ABOUT} while the
     * platform starts.
     */
    static final String ABOUT_RESOURCE = "pbrain-about.txt";
    static final String ABOUT = about();
    /** The {@code INFO rule} bits. */
    private static final int EXACTLY_FIVE = 1;
    private static final int CONTINUOUS = 2;
    private static final int RENJU = 4;
    private static final int CARO = 8;

    private final BrainSearch search;
    private final Swap2 swap2;
    private final GomocupLimits limits = new GomocupLimits();
    /** Lines for the manager's log, printed before the next answer. */
    private final List<String> messages = new ArrayList<>();
    private Rule rule = Rule.FREESTYLE;
    private GomokuGame game;
    private GomokuPosition position;
    /** The stone lines of a {@code BOARD} or {@code SWAP2BOARD} being received, or null outside one. */
    private StoneLines stoneLines;
    /** What to answer at the {@code DONE} of those lines. */
    private Function<List<int[]>, String> done;

    /**
     * @param sessions   opens a session of the strategy that searches each move
     * @param candidates the moves it searches
     * @param evaluator  the evaluator it searches with
     */
    GomocupBrain(Supplier<SearchSession> sessions, MoveGenerator<GomokuPosition> candidates,
            Evaluator<GomokuPosition> evaluator) {
        this.search = new BrainSearch(sessions, candidates, evaluator);
        this.swap2 = new Swap2(search);
    }

    /**
     * @param line a line from the manager, other than {@code END}
     * @return the lines to answer, in order: the pending messages, then the answer; nothing for
     *         {@code INFO}, a blank line, or a line of a {@code BOARD} or {@code SWAP2BOARD} before its
     *         {@code DONE}
     */
    List<String> answer(GomocupLine line) {
        String reply;
        try {
            reply = stoneLines != null ? stoneLine(line) : command(line);
        } catch (IllegalArgumentException refused) {
            reply = "ERROR " + refused.getMessage();
        }
        if (reply == null) {
            return List.of();
        }
        List<String> lines = new ArrayList<>(messages);
        messages.clear();
        lines.add(reply);
        return lines;
    }

    /** @return the answer to a command, or null for none */
    private String command(GomocupLine line) {
        return switch (line.command()) {
            case "" -> null;
            case "START" -> start(line.number(), line.number());
            case "RECTSTART" -> rectangle(line.numbers(2));
            case "RESTART" -> restart();
            case "BEGIN" -> begin();
            case "TURN" -> turn(line.argument());
            case "BOARD" -> receive(new StoneLines("BOARD", 3, GomocupBrain::fieldComplaint), this::board);
            case "SWAP2BOARD" -> receive(new StoneLines("SWAP2BOARD", 2, stone -> null), this::swap2);
            case "TAKEBACK" -> takeBack(line.numbers(2));
            case "INFO" -> info(GomocupLine.parse(line.argument()));
            case "ABOUT" -> ABOUT;
            default -> "UNKNOWN '" + NotationException.excerpt(line.command()) + "' is not a command of this brain";
        };
    }

    private String rectangle(int[] sides) {
        return start(sides[0], sides[1]);
    }

    private String restart() {
        position = game().parsePosition("");
        return "OK";
    }

    private String begin() {
        if (position().stones() > 0) {
            throw new NotationException("BEGIN on a board with " + position.stones() + " stones");
        }
        return play();
    }

    private String turn(String move) {
        position().makeMove(game.parseMove(position, move));
        return play();
    }

    /**
     * Starts receiving stone lines; the answer comes at {@code DONE}.
     *
     * @param lines  gathers them
     * @param answer the answer to them
     * @return null: no answer yet
     */
    private String receive(StoneLines lines, Function<List<int[]>, String> answer) {
        game();
        stoneLines = lines;
        done = answer;
        return null;
    }

    /** @return what is wrong with a {@code BOARD} line's field, or null if nothing is */
    private static String fieldComplaint(int[] stone) {
        return switch (stone[2]) {
            case 1, 2 -> null;
            case 3 -> "field 3 (a continuous game's winning line) is not supported";
            default -> "field " + stone[2] + " is not 1 (own) or 2 (opponent)";
        };
    }

    private String start(long width, long height) {
        if (!Board.isSide(width) || !Board.isSide(height)) {
            throw new NotationException("a board of " + width + "x" + height + ": this brain plays " + Board.MIN_SIZE + "x"
                    + Board.MIN_SIZE + " to " + Board.MAX_SIZE + "x" + Board.MAX_SIZE);
        }
        game = new GomokuGame(new Board((int) width, (int) height), rule);
        position = game.parsePosition("");
        search.warmUp(game);
        return "OK";
    }

    private GomokuGame game() {
        if (game == null) {
            throw new NotationException("no board yet: START first");
        }
        return game;
    }

    private GomokuPosition position() {
        game();
        return position;
    }

    /**
     * Takes an {@code INFO key value}; what it cannot take becomes a message, since INFO has no answer.
     *
     * @return null: no answer
     */
    private String info(GomocupLine item) {
        try {
            switch (item.command()) {
                case "TIMEOUT_TURN" -> limits.turn(item.number());
                case "TIMEOUT_MATCH" -> limits.match(item.number());
                case "TIME_LEFT" -> limits.timeLeft(item.number());
                case "MAX_MEMORY" -> {
                    limits.memory(item.number());
                    search.prepare(limits.forTables());
                }
                case "RULE" -> rule(item.number());
                case "THREAD_NUM" -> limits.threads(item.number());
                default -> {
                    // game_type, folder, evaluate, and keys of later versions: nothing the brain uses
                }
            }
        } catch (NotationException refused) {
            messages.add("MESSAGE INFO " + refused.getMessage());
        }
        return null;
    }

    /** Plays by the rule of an {@code INFO rule} mask from now on, the stones on the board kept. */
    private void rule(long mask) {
        Rule previous = rule;
        rule = (mask & RENJU) != 0 ? Rule.RENJU : (mask & CARO) != 0 ? Rule.CARO
                : (mask & EXACTLY_FIVE) != 0 ? Rule.STANDARD : Rule.FREESTYLE;
        List<String> unsupported = new ArrayList<>();
        if ((mask & CONTINUOUS) != 0) {
            unsupported.add("continuous game");
        }
        if (rule == Rule.CARO && (mask & EXACTLY_FIVE) != 0) {
            unsupported.add("caro with exactly five");
        }
        if (!unsupported.isEmpty()) {
            messages.add("MESSAGE rule " + mask + ": " + String.join(", ", unsupported) + " not supported; playing "
                    + rule.id());
        }
        if (game != null && rule != previous) {
            GomokuGame ruled = new GomokuGame(position.board(), rule);
            try {
                position = ruled.setUp(position.stonesOf(0), position.stonesOf(1), position.colourToMove());
                game = ruled;
            } catch (NotationException ended) {
                messages.add("MESSAGE rule " + mask + ": " + ended.getMessage() + "; the game goes on under the "
                        + previous.id() + " rule");
                rule = previous;
            }
        }
    }

    /** @return the answer to a line of stones: nothing until {@code DONE}, then the answer to them */
    private String stoneLine(GomocupLine line) {
        if (!line.command().equals("DONE")) {
            stoneLines.add(line.text());
            return null;
        }
        StoneLines received = stoneLines;
        stoneLines = null;
        return done.apply(received.stones());
    }

    /**
     * The stones set up as they are, the brain to move, which then plays. Black is the side with more
     * stones; with as many each, under renju the side of the first line (the manager sends them in
     * the order of play), else the brain.
     *
     * @param stones {@code x,y,field} each: field 1 an own stone, 2 the opponent's
     * @return the brain's move
     * @throws NotationException on a point given twice or off the board, or a winning line on the board
     */
    private String board(List<int[]> stones) {
        List<String> own = new ArrayList<>();
        List<String> opponent = new ArrayList<>();
        for (int[] stone : stones) {
            (stone[2] == 1 ? own : opponent).add(stone[0] + "," + stone[1]);
        }
        boolean firstIsOwn = !stones.isEmpty() && stones.get(0)[2] == 1;
        boolean ownIsBlack = own.size() != opponent.size() ? own.size() > opponent.size() : rule != Rule.RENJU || firstIsOwn;
        List<String> black = ownIsBlack ? own : opponent;
        List<String> white = ownIsBlack ? opponent : own;
        try {
            position = game.parsePosition("black " + String.join(" ", black) + " white " + String.join(" ", white) + " next "
                    + (ownIsBlack ? "black" : "white"));
        } catch (NotationException bad) {
            throw new NotationException("BOARD " + bad.getMessage());
        }
        return play();
    }

    /** @return the answer to a {@code SWAP2BOARD}'s stones ({@link Swap2}), the brain's board then its answer's */
    private String swap2(List<int[]> stones) {
        Swap2.Answer answer = swap2.answer(game, stones, limits.forMove(), messages::add);
        position = answer.position();
        return answer.reply();
    }

    /** Removes a stone of the side that moved last, which is then to move again. */
    private String takeBack(int[] point) {
        Board board = position().board();
        int lifted = board.contains(point[0], point[1]) ? board.point(point[0], point[1]) : -1;
        if (lifted < 0 || position.isEmpty(lifted)) {
            throw new NotationException("TAKEBACK " + point[0] + "," + point[1] + ": no stone there");
        }
        int colour = position.colourAt(lifted);
        if (colour == position.colourToMove()) {
            throw new NotationException("TAKEBACK " + point[0] + "," + point[1] + ": not a stone of the side that moved last");
        }
        int[][] stones = {position.stonesOf(0), position.stonesOf(1)};
        stones[colour] = Arrays.stream(stones[colour]).filter(stone -> stone != lifted).toArray();
        position = game.setUp(stones[0], stones[1], colour);
        return "OK";
    }

    /** @return the brain's move, played on its board */
    private String play() {
        if (position.isTerminal()) {
            throw new NotationException(position.stones() == position.board().points() ? "the board is full"
                    : position.hasWinningLine() ? "the game is over: five in a row on the board"
                    : "the game is over: black has no lawful point left");
        }
        int move = search.move(game, position, limits.forMove(), messages::add);
        position.makeMove(move);
        return game.formatMove(position, move);
    }

    private static String about() {
        return BundledText.read(ABOUT_RESOURCE).strip();
    }
}
