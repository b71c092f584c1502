package org.stratagem.game.gomoku;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
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
 * move only when it is the brain's turn, so the brain's colour is the side to move: black after
 * {@code BEGIN} or on a {@code BOARD} with as many own stones as the opponent's, white otherwise.
 *
 * <p>Each move begins with a threat search: a win by continuous fours ({@link Vcf}) is played at once,
 * with a {@code MESSAGE} for the manager's log; the threat search may visit
 * {@value #VCF_NODES_PER_MILLI} positions per millisecond of the move's deadline (about a tenth of it).
 * Otherwise the move is searched by the session's platform strategy with the generator and the
 * evaluator given (the platform's bindings: {@link GomokuCommand}), under the {@link GomocupLimits} of the manager's {@code INFO}; its tables are
 * prepared when {@code INFO max_memory} tells their memory, outside the moves' time ({@link PreparedSession}). The brain
 * never plays an illegal move: when the search fails, or chooses no move in its time, it plays the
 * empty point nearest the centre.
 *
 * <p>Rules: {@code INFO rule} with bit 1 (exactly five) plays {@link Rule#STANDARD}, without it
 * {@link Rule#FREESTYLE}. Continuous games (bit 2), renju (4) and caro (8) are not supported: the
 * brain says so in a {@code MESSAGE} before its next answer (the manager reads nothing while it sends
 * {@code INFO}) and plays on by the five-in-a-row rule. A {@code BOARD} line with field 3 (a stone of a
 * continuous game's winning line) is refused.
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
    /** The {@code INFO rule} bits of the rules the brain cannot play, and their names. */
    private static final int[] UNSUPPORTED_RULES = {2, 4, 8};
    private static final String[] UNSUPPORTED_RULE_NAMES = {"continuous game", "renju", "caro"};

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
            case "START" -> start(line.number());
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
        if (sides[0] != sides[1]) {
            throw new NotationException("only square boards: not " + sides[0] + "x" + sides[1]);
        }
        return start(sides[0]);
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

    private String start(long size) {
        if (size < Board.MIN_SIZE || size > Board.MAX_SIZE) {
            throw new NotationException("a board of " + size + "x" + size + ": this brain plays " + Board.MIN_SIZE + "x"
                    + Board.MIN_SIZE + " to " + Board.MAX_SIZE + "x" + Board.MAX_SIZE);
        }
        game = new GomokuGame((int) size, rule);
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
        rule = (mask & 1) != 0 ? Rule.STANDARD : Rule.FREESTYLE;
        List<String> unsupported = new ArrayList<>();
        for (int i = 0; i < UNSUPPORTED_RULES.length; i++) {
            if ((mask & UNSUPPORTED_RULES[i]) != 0) {
                unsupported.add(UNSUPPORTED_RULE_NAMES[i]);
            }
        }
        if (!unsupported.isEmpty()) {
            messages.add("MESSAGE rule " + mask + ": " + String.join(", ", unsupported) + " not supported; playing "
                    + rule.name().toLowerCase(Locale.ROOT) + " five in a row");
        }
        if (game != null && rule != previous) {
            GomokuGame ruled = new GomokuGame(position.board().size(), rule);
            try {
                position = replay(ruled, position.moves());
                game = ruled;
            } catch (NotationException ended) {
                messages.add("MESSAGE rule " + mask + ": " + ended.getMessage() + "; the game goes on under the "
                        + previous.name().toLowerCase(Locale.ROOT) + " rule");
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
        position = received.position(game);
        return play();
    }

    /** Removes a stone; the one after it of the same colour, if any, takes its place in the order of play. */
    private String takeBack(int[] point) {
        Board board = position().board();
        int[] moves = position.moves();
        int last = moves.length - 1;
        int index = last;
        while (index >= 0 && (board.x(moves[index]) != point[0] || board.y(moves[index]) != point[1])) {
            index--;
        }
        if (index < 0) {
            throw new NotationException("TAKEBACK " + point[0] + "," + point[1] + ": no stone there");
        }
        if ((last - index) % 2 != 0) {
            throw new NotationException("TAKEBACK " + point[0] + "," + point[1] + ": not a stone of the side that moved last");
        }
        moves[index] = moves[last];
        position = replay(game, Arrays.copyOf(moves, last));
        return "OK";
    }

    /**
     * @return the game's position after the moves
     * @throws NotationException if the game ends before the last move (a rule that makes a line of
     *                           the board a win earlier)
     */
    private static GomokuPosition replay(GomokuGame game, int[] moves) {
        GomokuPosition replayed = game.parsePosition("");
        for (int i = 0; i < moves.length; i++) {
            if (replayed.isTerminal()) {
                throw new NotationException("the stones make five in a row before their move " + (i + 1));
            }
            replayed.makeMove(moves[i]);
        }
        return replayed;
    }

    /** @return the brain's move, played on its board */
    private String play() {
        if (position.isTerminal()) {
            throw new NotationException(position.stones() == position.board().points() ? "the board is full"
                    : "the game is over: five in a row on the board");
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
            int moves = (fours.line().length + 1) / 2;
            messages.add("MESSAGE a win by continuous fours in " + moves + (moves == 1 ? " move" : " moves"));
            return fours.line()[0];
        }
        SearchSession searching = session.forMove(messages::add);
        SearchRequest<GomokuPosition> request = new SearchRequest<>(game, position.copy(), candidates, evaluator,
                forMove.withMemory(session.memoryMb()), SearchListener.NONE, new StopSignal());
        try {
            int move = searching.search(request).bestMove();
            if (move >= 0 && move < position.board().points() && position.isEmpty(move)) {
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
        int centre = board.size() - 1;
        int nearest = -1;
        int nearestDistance = Integer.MAX_VALUE;
        for (int point = 0; point < board.points(); point++) {
            // in half-points, so that the centre of an even board is a whole number too
            int dx = 2 * board.x(point) - centre;
            int dy = 2 * board.y(point) - centre;
            if (position.isEmpty(point) && dx * dx + dy * dy < nearestDistance) {
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
         * The stones as a game from the empty board: black and white alternate, black first, each
         * colour's stones in the order of their lines, no line judged until all are down (the
         * manager need not send them in the order of play).
         * Black is whoever has the more stones, the brain when both have as many.
         *
         * @return the position, the brain to move
         * @throws NotationException on a bad line, a point given twice or off the board, or counts
         *                           that do not leave the brain to move
         */
        GomokuPosition position(GomokuGame game) {
            if (error != null) {
                throw new NotationException(error);
            }
            boolean ownIsBlack = own.size() == opponent.size();
            if (!ownIsBlack && opponent.size() != own.size() + 1) {
                throw new NotationException("BOARD with " + own.size() + " own stones and " + opponent.size()
                        + " of the opponent's: not the brain's turn");
            }
            List<String> black = ownIsBlack ? own : opponent;
            List<String> white = ownIsBlack ? opponent : own;
            StringBuilder moves = new StringBuilder();
            for (int i = 0; i < black.size(); i++) {
                moves.append(black.get(i)).append(' ').append(i < white.size() ? white.get(i) : "").append(' ');
            }
            try {
                return game.parseStones(moves.toString());
            } catch (NotationException bad) {
                throw new NotationException("BOARD " + bad.getMessage() + " (the stones taken alternately, black first)");
            }
        }
    }
}
