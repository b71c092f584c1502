package org.stratagem.game.gomoku;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.search.SearchFailedException;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchListener;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.search.StopSignal;

/**
 * A Gomocup brain: the board of the match in progress, the manager's settings, and the answer to
 * each command of the Piskvork protocol ({@code ../shared/specs/gomoku.md}). The manager asks for a
 * move only when it is the brain's turn, so the brain is the side to move, whatever the stone
 * counts say: a {@code BOARD} is set up as it comes ({@link GomokuGame#setUp}), the brain to move.
 * Its colours: black is the side with more stones; with as many each, the side of the first stone
 * line under renju (whose lines come in the order of play), else the brain. {@code TAKEBACK} lifts
 * a stone of the side that moved last, which is then to move again.
 *
 * <p>Each move begins with a threat search: a win by continuous fours ({@link Vcf}) is played at once,
 * with a {@code MESSAGE} for the manager's log; the threat search may visit
 * {@value #VCF_NODES_PER_MILLI} positions per millisecond of the move's deadline (about a tenth of it).
 * Otherwise the move is searched by the session's platform strategy with the generator and the
 * evaluator given (the platform's bindings: {@link GomokuCommand}), under the {@link GomocupLimits} of the manager's {@code INFO}; its tables are
 * prepared when {@code INFO max_memory} tells their memory, outside the moves' time ({@link PreparedSession}). The brain
 * never plays an illegal move: when the search fails, or chooses no move in its time, it plays the
 * legal point nearest the centre.
 *
 * <p>Rules: {@code INFO rule} with bit 4 plays {@link Rule#RENJU}, else bit 8 {@link Rule#CARO}, else
 * bit 1 (exactly five) {@link Rule#STANDARD}, else {@link Rule#FREESTYLE}. Continuous games (bit 2)
 * are not supported, nor caro with exactly five (bits 8 and 1): the brain says so in a {@code MESSAGE}
 * before its next answer (the manager reads nothing while it sends {@code INFO}) and plays on by the
 * rule it chose. A {@code BOARD} line with field 3 (a stone of a continuous game's winning line) is
 * refused.
 *
 * <p>Boards: {@code START n} a square of 5 to 22 points a side, {@code RECTSTART w,h} a rectangle of
 * such sides.
 *
 * <p>A command the brain cannot carry out (a bad number, a point off the board or taken, a command
 * before {@code START}) is answered {@code ERROR message} and leaves the brain as it was.
 */
final class GomocupBrain {
    /** The answer to {@code ABOUT}. */
    static final String ABOUT = "name=\"stratagem\", version=\"0.1.0\", author=\"Stratagem contributors\", "
            + "country=\"unknown\"";
    /** The longest win by continuous fours looked for, in the brain's moves. */
    private static final int VCF_MOVES = 20;
    /** The threat search's positions per millisecond of the move's deadline. */
    private static final long VCF_NODES_PER_MILLI = 100;
    /** The fewest positions the threat search may visit, for the fastest time controls. */
    private static final long VCF_MIN_NODES = 2_000;
    /** The threat search's table of refuted positions: 2^16 entries. */
    private static final int VCF_TABLE_BITS = 16;
    /** The {@code INFO rule} bits. */
    private static final int EXACTLY_FIVE = 1;
    private static final int CONTINUOUS = 2;
    private static final int RENJU = 4;
    private static final int CARO = 8;

    private final PreparedSession session;
    /** One generator for the whole run, so that the strategy's session keeps its tables from move to move. */
    private final MoveGenerator<GomokuPosition> candidates;
    private final Evaluator<GomokuPosition> evaluator;
    private final GomocupLimits limits = new GomocupLimits();
    /** Lines for the manager's log, printed before the next answer. */
    private final List<String> messages = new ArrayList<>();
    private Rule rule = Rule.FREESTYLE;
    private GomokuGame game;
    private GomokuPosition position;
    /** The stone lines of a {@code BOARD} being received, or null outside one. */
    private BoardLines boardLines;

    /**
     * @param sessions   opens a session of the strategy that searches each move
     * @param candidates the moves it searches
     * @param evaluator  the evaluator it searches with
     */
    GomocupBrain(Supplier<SearchSession> sessions, MoveGenerator<GomokuPosition> candidates,
            Evaluator<GomokuPosition> evaluator) {
        this.session = new PreparedSession(sessions);
        this.candidates = candidates;
        this.evaluator = evaluator;
    }

    /**
     * @param line a line from the manager, other than {@code END}
     * @return the lines to answer, in order: the pending messages, then the answer; nothing for
     *         {@code INFO}, a blank line, or a line of a {@code BOARD} before its {@code DONE}
     */
    List<String> answer(GomocupLine line) {
        String reply;
        try {
            reply = boardLines != null ? boardLine(line) : command(line);
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
            case "BOARD" -> board();
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

    /** Starts receiving the stone lines; the answer comes at {@code DONE}. */
    private String board() {
        game();
        boardLines = new BoardLines();
        return null;
    }

    private String start(long width, long height) {
        if (!Board.isSide(width) || !Board.isSide(height)) {
            throw new NotationException("a board of " + width + "x" + height + ": this brain plays " + Board.MIN_SIZE + "x"
                    + Board.MIN_SIZE + " to " + Board.MAX_SIZE + "x" + Board.MAX_SIZE);
        }
        game = new GomokuGame(new Board((int) width, (int) height), rule);
        position = game.parsePosition("");
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
                    session.prepare(limits.forTables());
                }
                case "RULE" -> rule(item.number());
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

    /** @return the answer to a line inside a {@code BOARD}: nothing until {@code DONE}, then the brain's move */
    private String boardLine(GomocupLine line) {
        if (!line.command().equals("DONE")) {
            boardLines.add(line.text());
            return null;
        }
        BoardLines received = boardLines;
        boardLines = null;
        position = received.position(game, rule);
        return play();
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
        int move = search();
        position.makeMove(move);
        return game.formatMove(position, move);
    }

    private int search() {
        SearchLimits forMove = limits.forMove();
        Vcf.Result fours = new Vcf(VCF_MOVES, Math.max(VCF_MIN_NODES, forMove.deadlineMillis() * VCF_NODES_PER_MILLI),
                VCF_TABLE_BITS).search(position);
        if (fours.verdict() == Vcf.Verdict.WIN) {
            int moves = fours.moves();
            messages.add("MESSAGE a win by continuous fours in " + moves + (moves == 1 ? " move" : " moves"));
            return fours.line()[0];
        }
        SearchSession searching = session.forMove(messages::add);
        SearchRequest<GomokuPosition> request = new SearchRequest<>(game, position.copy(), candidates, evaluator,
                forMove.withMemory(session.memoryMb()), SearchListener.NONE, new StopSignal());
        try {
            int move = searching.search(request).bestMove();
            if (move >= 0 && move < position.board().points() && position.isLegal(move)) {
                return move;
            }
            messages.add("DEBUG the search chose no move: playing the empty point nearest the centre");
        } catch (SearchFailedException failed) {
            messages.add("MESSAGE " + failed.getMessage().replaceAll("\\R", " ")
                    + "; playing the empty point nearest the centre");
        }
        return nearestTheCentre();
    }

    /** @return the empty point nearest the centre, the first in point order among the nearest */
    private int nearestTheCentre() {
        Board board = position.board();
        int centreX = board.width() - 1;
        int centreY = board.height() - 1;
        int nearest = -1;
        int nearestDistance = Integer.MAX_VALUE;
        for (int point = 0; point < board.points(); point++) {
            // in half-points, so that the centre of an even board is a whole number too
            int dx = 2 * board.x(point) - centreX;
            int dy = 2 * board.y(point) - centreY;
            if (position.isLegal(point) && dx * dx + dy * dy < nearestDistance) {
                nearest = point;
                nearestDistance = dx * dx + dy * dy;
            }
        }
        return nearest;
    }

    /**
     * The stone lines of one {@code BOARD}, gathered until {@code DONE}: the manager reads no answer
     * before then, so the first bad line is kept and reported at {@code DONE}.
     */
    private static final class BoardLines {
        private final List<String> own = new ArrayList<>();
        private final List<String> opponent = new ArrayList<>();
        private int count;
        /** Whether the first line was an own stone. */
        private boolean firstIsOwn;
        private String error;

        /** @param text a line {@code x,y,field}, stripped: field 1 an own stone, 2 the opponent's */
        void add(String text) {
            count++;
            if (error != null || text.isEmpty()) {
                return;
            }
            try {
                int[] stone = GomocupLine.numbers(text, 3);
                String point = stone[0] + "," + stone[1];
                firstIsOwn = count == 1 ? stone[2] == 1 : firstIsOwn;
                switch (stone[2]) {
                    case 1 -> own.add(point);
                    case 2 -> opponent.add(point);
                    case 3 -> throw new NotationException("'" + NotationException.excerpt(text) + "': field 3 (a continuous game's winning line) is not supported");
                    default -> throw new NotationException("'" + NotationException.excerpt(text) + "': field " + stone[2] + " is not 1 (own) or 2 (opponent)");
                }
            } catch (NotationException bad) {
                error = "BOARD line " + count + ": " + bad.getMessage();
            }
        }

        /**
         * The stones set up as they are, the brain to move. Black is the side with more stones; with
         * as many each, under renju the side of the first line (the manager sends them in the order
         * of play), else the brain.
         *
         * @return the position, the brain to move
         * @throws NotationException on a bad line, a point given twice or off the board, or a winning line on the board
         */
        GomokuPosition position(GomokuGame game, Rule rule) {
            if (error != null) {
                throw new NotationException(error);
            }
            boolean ownIsBlack = own.size() != opponent.size() ? own.size() > opponent.size()
                    : rule != Rule.RENJU || firstIsOwn;
            List<String> black = ownIsBlack ? own : opponent;
            List<String> white = ownIsBlack ? opponent : own;
            String stones = "black " + String.join(" ", black) + " white " + String.join(" ", white) + " next "
                    + (ownIsBlack ? "black" : "white");
            try {
                return game.parsePosition(stones);
            } catch (NotationException bad) {
                throw new NotationException("BOARD " + bad.getMessage());
            }
        }
    }
}
