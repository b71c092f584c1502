package org.stratagem.game.gomoku;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Benchmark;
import org.stratagem.engine.api.command.BenchmarkedGame;
import org.stratagem.engine.api.search.SearchHints;
import org.stratagem.engine.api.search.TacticalOracle;

/**
 * Gomoku, as registered freestyle on the 15x15 board: five or more in a row win; a full board is a draw.
 *
 * <p>Notation ({@code ../shared/specs/gomoku.md}): a move is {@code x,y}, the 0-based column and row
 * of the point; a position is the moves played from the empty board, black first, separated by
 * spaces; the empty string is the empty board. A move on a taken point, off the board or after the
 * end of the game is rejected with the move's number.
 *
 * <p>Variants ({@code analyze gomoku ... --rule standard --size 20}): the standard rule (exactly five
 * wins) and boards of 5x5 to 22x22.
 *
 * <p>Traits: two seats, each its own team; draws; no turn keeping, chance nor hidden information;
 * Zobrist keys ({@link KeyKind#HASH}). Its tactical oracle, which alpha-beta probes at its nodes, is
 * the search for a victory by continuous fours ({@link VcfProver}).
 */
@Component(service = Game.class)
@GameId(GomokuGame.ID)
public final class GomokuGame implements Game<GomokuPosition>, BenchmarkedGame, SearchHints,
        TacticalOracle<GomokuPosition> {
    /** The game id. */
    public static final String ID = "gomoku";
    /** The side of the board. */
    static final int SIZE = 15;
    private static final String RULE_OPTION = "rule";
    private static final String SIZE_OPTION = "size";

    private final Board board;
    private final Rule rule;

    /** The game as registered: freestyle on the 15x15 board. */
    public GomokuGame() {
        this(SIZE, Rule.FREESTYLE);
    }

    /**
     * @param size the side of the board
     * @param rule what wins
     */
    GomokuGame(int size, Rule rule) {
        board = new Board(size);
        this.rule = rule;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "Gomoku (" + rule.name().toLowerCase() + ", " + board.size() + "x" + board.size() + ")";
    }

    @Override
    public GameTraits traits() {
        return GameTraits.twoPlayers(KeyKind.HASH).withDraws();
    }

    @Override
    public int teamOf(int seat) {
        return seat;
    }

    /** A win is worth 1. */
    @Override
    public int valueBound() {
        return 1;
    }

    @Override
    public Prover<GomokuPosition> newProver() {
        return new VcfProver();
    }

    /** The variants: {@code --rule freestyle|standard} and {@code --size N}, 5 to 22. */
    @Override
    public Set<String> variantOptions() {
        return Set.of(RULE_OPTION, SIZE_OPTION);
    }

    @Override
    public GomokuGame variant(Map<String, String> options) {
        for (String name : options.keySet()) {
            if (!variantOptions().contains(name)) {
                throw new NotationException("game " + ID + " has no option --" + name);
            }
        }
        Rule chosenRule = options.containsKey(RULE_OPTION) ? Rule.named(options.get(RULE_OPTION)) : rule;
        int chosenSize = options.containsKey(SIZE_OPTION) ? size(options.get(SIZE_OPTION)) : board.size();
        return chosenRule == rule && chosenSize == board.size() ? this : new GomokuGame(chosenSize, chosenRule);
    }

    private static int size(String text) {
        String digits = text.strip();
        if (isNumber(digits)) {
            int size = Integer.parseInt(digits);
            if (size >= Board.MIN_SIZE && size <= Board.MAX_SIZE) {
                return size;
            }
        }
        throw new NotationException("--size '" + NotationException.excerpt(text) + "' is not a board size from " + Board.MIN_SIZE + " to "
                + Board.MAX_SIZE);
    }

    /**
     * Three middle games of the registered game (freestyle, 15x15), each searched to depth 4 over
     * every legal move, for {@code ./stratagem bench}.
     */
    @Override
    public Benchmark benchmark() {
        return new Benchmark(List.of("7,7 8,8 8,7 6,7 9,6 7,8", "7,7 7,8 8,8 6,6 9,9 10,10 8,6 8,9 6,8",
                "7,7 8,6 6,8 8,8 8,7 9,7 6,7 5,7 6,6 6,5 7,5"), 4);
    }

    /** The variants have no {@linkplain #benchmark() benchmark}: their searches are not the signature. */
    @Override
    public <T> Optional<T> capability(Class<T> type) {
        boolean registered = board.size() == SIZE && rule == Rule.FREESTYLE;
        return type == BenchmarkedGame.class && !registered ? Optional.empty() : Game.super.capability(type);
    }

    @Override
    public GomokuPosition parsePosition(String text) {
        String[] tokens = text.isBlank() ? new String[0] : text.strip().split("\\s+");
        GomokuPosition position = new GomokuPosition(board, rule);
        for (int i = 0; i < tokens.length; i++) {
            try {
                position.makeMove(parseMove(position, tokens[i]));
            } catch (NotationException bad) {
                throw new NotationException("move " + (i + 1) + ": " + bad.getMessage());
            }
        }
        return new GomokuPosition(board, rule, position.moves());
    }

    @Override
    public String formatPosition(GomokuPosition position) {
        StringJoiner moves = new StringJoiner(" ");
        Arrays.stream(position.moves()).forEach(move -> moves.add(formatMove(position, move)));
        return moves.toString();
    }

    @Override
    public int parseMove(GomokuPosition position, String text) {
        int point = point(text);
        if (position.isTerminal()) {
            throw new NotationException("the game is over: no move " + formatMove(position, point));
        }
        if (!position.isEmpty(point)) {
            throw new NotationException(formatMove(position, point) + " is taken");
        }
        return point;
    }

    /**
     * A position from a board's stones given in any order, black and white alternately, black first
     * (the Gomocup protocol's {@code BOARD}): unlike {@link #parsePosition}, no line is judged until
     * every stone is down, so an order that is not the order of play cannot end the game early.
     *
     * @param text the stones, {@code x,y} each, separated by spaces
     * @return the position, with no moves to undo
     * @throws NotationException if a stone is malformed, off the board or on a taken point (saying
     *                           which), or a line on the board already wins
     */
    GomokuPosition parseStones(String text) {
        String[] tokens = text.isBlank() ? new String[0] : text.strip().split("\\s+");
        int[] stones = new int[tokens.length];
        boolean[] taken = new boolean[board.points()];
        for (int i = 0; i < tokens.length; i++) {
            try {
                stones[i] = point(tokens[i]);
            } catch (NotationException bad) {
                throw new NotationException("stone " + (i + 1) + ": " + bad.getMessage());
            }
            if (taken[stones[i]]) {
                throw new NotationException("stone " + (i + 1) + ": " + NotationException.excerpt(tokens[i].strip()) + " is taken");
            }
            taken[stones[i]] = true;
        }
        GomokuPosition position = new GomokuPosition(board, rule, stones);
        if (position.hasWinningLine()) {
            throw new NotationException("five in a row on the board: the game is over");
        }
        return position;
    }

    /** @return the point a move {@code x,y} names, on the board */
    private int point(String text) {
        String[] parts = text.strip().split(",", -1);
        if (parts.length != 2 || !isNumber(parts[0]) || !isNumber(parts[1])) {
            throw new NotationException("'" + NotationException.excerpt(text) + "' is not a move x,y");
        }
        int x = Integer.parseInt(parts[0].strip());
        int y = Integer.parseInt(parts[1].strip());
        if (!board.contains(x, y)) {
            throw new NotationException(x + "," + y + " is off the " + board.size() + "x" + board.size() + " board (0.."
                    + (board.size() - 1) + ")");
        }
        return board.point(x, y);
    }

    private static boolean isNumber(String text) {
        String digits = text.strip();
        return !digits.isEmpty() && digits.length() <= 2 && digits.chars().allMatch(Character::isDigit);
    }

    @Override
    public String formatMove(GomokuPosition position, int move) {
        return board.x(move) + "," + board.y(move);
    }
}
