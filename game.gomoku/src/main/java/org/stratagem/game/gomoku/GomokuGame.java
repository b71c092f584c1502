package org.stratagem.game.gomoku;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Benchmark;
import org.stratagem.engine.api.command.BenchmarkedGame;
import org.stratagem.engine.api.command.GameRecords;
import org.stratagem.engine.api.search.ForwardPruning;
import org.stratagem.engine.api.search.QuiescenceMoves;
import org.stratagem.engine.api.search.SearchExtension;
import org.stratagem.engine.api.search.SearchHints;
import org.stratagem.engine.api.search.TacticalOracle;

/**
 * Gomoku, as registered freestyle on the 15x15 board: five or more in a row win; a full board is a draw.
 *
 * <p>Notation ({@code ../shared/specs/gomoku.md}): a move is {@code x,y}, the 0-based column and row
 * of the point. A position is one of
 * <ul>
 * <li>the moves played from the empty board, black first, separated by spaces; the empty string is
 * the empty board. A move on a taken point, off the board, forbidden (black's, under renju) or after
 * the end of the game is rejected with the move's number; or</li>
 * <li>a board set up with stones of both colours, in any order: the word {@code black} followed by
 * black's stones, the word {@code white} followed by white's, and optionally {@code next black} or
 * {@code next white}, the side to move, e.g. {@code black 7,7 8,8 white 7,8 next white}. Without
 * {@code next} the stones imply it: black with as many stones as white, white with one fewer, and
 * any other counts are refused. No line is judged until all the stones are down, and a board with a
 * winning line is refused. Then, optionally, the word {@code then} and the moves played from there,
 * in order, as in the first form. Such a position prints the same way: black's set-up stones, then
 * white's, each in point order (by row, then column), then always {@code next}, then the moves
 * since, if any.</li>
 * <li>a game record, SGF or Piskvork's psq ({@link RecordFormat}, told by its start: {@code (} or
 * {@code Piskvorky}), of a game on this game's board under its rule: a record that says another
 * board or rule is refused, saying which {@code --size} or {@code --rule} reads it. It prints in the
 * first two forms.</li>
 * </ul>
 *
 * <p>Variants ({@code analyze gomoku ... --rule standard --size 20}): the rules of {@link Rule}
 * ({@code freestyle}, {@code standard}, {@code renju}, {@code caro}) and boards of 5x5 to 22x22,
 * {@code --size N} a square one, {@code --size WxH} a rectangle of W columns and H rows (as the
 * Gomocup protocol's {@code RECTSTART} asks).
 *
 * <p>Traits: two seats, each its own team; draws; no turn keeping, chance nor hidden information;
 * Zobrist keys ({@link KeyKind#HASH}). Its tactical oracle, which alpha-beta probes at its nodes, is
 * the search for a victory by continuous fours, then threes ({@link ThreatProver}); past the horizon it
 * follows the threats of {@link HorizonThreats}.
 */
@Component(service = Game.class)
@GameId(GomokuGame.ID)
public final class GomokuGame implements Game<GomokuPosition>, BenchmarkedGame, SearchHints,
        TacticalOracle<GomokuPosition>, QuiescenceMoves<GomokuPosition>, GameRecords<GomokuPosition> {
    /** The game id. */
    public static final String ID = "gomoku";
    /** The side of the board. */
    static final int SIZE = 15;
    private static final String RULE_OPTION = "rule";
    private static final String SIZE_OPTION = "size";

    /** The words of the set-up notation that name a colour, by colour. */
    private static final List<String> COLOURS = List.of("black", "white");
    private static final Set<String> SETUP_WORDS = Set.of("black", "white", "next");

    private final HorizonThreats horizonThreats = new HorizonThreats();
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
        this(new Board(size), rule);
    }

    /**
     * @param board the board
     * @param rule  what wins
     */
    GomokuGame(Board board, Rule rule) {
        this.board = board;
        this.rule = rule;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "Gomoku (" + rule.id() + ", " + board.dimensions() + ")";
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

    /**
     * Late move reductions: the threat order puts the strong moves first, and the depth they buy wins games
     * (renju, 300 ms a move, with them against without: +38 =0 -22, about +95 Elo). And null-move pruning:
     * a stone more hardly ever hurts in Gomoku (only where it would turn a five into an overline, or make a
     * forbidden point of black's under renju), and the threats a pass leaves unanswered are what the
     * opponent tries first in the reduced search after it (freestyle, with it against without: 300 ms a
     * move +69 =9 -42 of 120, about +79 Elo; 1 s a move +40 =6 -34 of 80, about +26).
     */
    @Override
    public Set<ForwardPruning> recommendedPrunings() {
        return Set.of(ForwardPruning.LATE_MOVE_REDUCTIONS, ForwardPruning.NULL_MOVE);
    }

    /**
     * The single-reply extension: the block of a four, forced, costs no depth, so that fours and the threats
     * they lead to are seen twice as deep (freestyle, with it against without: 300 ms a move +67 =3 -50 of 120,
     * 1 s a move +24 =0 -16 of 40).
     */
    @Override
    public Set<SearchExtension> recommendedExtensions() {
        return Set.of(SearchExtension.SINGLE_REPLY);
    }

    @Override
    public Prover<GomokuPosition> newProver() {
        return new ThreatProver();
    }

    /** Games are saved as SGF. */
    @Override
    public String recordExtension() {
        return "sgf";
    }

    /** @return the position's SGF record: its set-up, if any, then its moves */
    @Override
    public List<String> record(GomokuPosition position) {
        return Sgf.write(position).lines().toList();
    }

    /** The threats past the horizon: a five to make or to block, an open three to stop, else the fours ({@link HorizonThreats}). */
    @Override
    public boolean horizonMoves(GomokuPosition position, MoveList out) {
        return horizonThreats.horizonMoves(position, out);
    }

    /** As {@link #horizonMoves(GomokuPosition, MoveList)}, and at the horizon itself the open threes too. */
    @Override
    public boolean horizonMoves(GomokuPosition position, MoveList out, int pliesPast) {
        return horizonThreats.horizonMoves(position, out, pliesPast);
    }

    /** The variants: {@code --rule freestyle|standard|renju|caro} and {@code --size N} or {@code WxH}, each side 5 to 22. */
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
        Board chosenBoard = options.containsKey(SIZE_OPTION) ? board(options.get(SIZE_OPTION)) : board;
        boolean same = chosenBoard.width() == board.width() && chosenBoard.height() == board.height();
        return chosenRule == rule && same ? this : new GomokuGame(same ? board : chosenBoard, chosenRule);
    }

    /** @return the board of a {@code --size}: {@code N}, or {@code WxH} */
    private static Board board(String text) {
        String[] sides = text.strip().split("x", -1);
        if (sides.length <= 2 && Arrays.stream(sides).allMatch(GomokuGame::isNumber)) {
            int width = Integer.parseInt(sides[0].strip());
            int height = Integer.parseInt(sides[sides.length - 1].strip());
            if (Board.isSide(width) && Board.isSide(height)) {
                return new Board(width, height);
            }
        }
        throw new NotationException("--size '" + NotationException.excerpt(text) + "' is not a board size from " + Board.MIN_SIZE + " to "
                + Board.MAX_SIZE);
    }

    /**
     * Three middle games of the registered game (freestyle, 15x15), each searched to depth 7 with the
     * game's defaults (the threat-aware moves, the late move reductions it recommends), for
     * {@code ./stratagem bench}.
     */
    @Override
    public Benchmark benchmark() {
        return new Benchmark(List.of("7,7 8,8 8,7 6,7 9,6 7,8", "7,7 7,8 8,8 6,6 9,9 10,10 8,6 8,9 6,8",
                "7,7 8,6 6,8 8,8 8,7 9,7 6,7 5,7 6,6 6,5 7,5"), 7);
    }

    /** The variants have no {@linkplain #benchmark() benchmark}: their searches are not the signature. */
    @Override
    public <T> Optional<T> capability(Class<T> type) {
        boolean registered = board.width() == SIZE && board.height() == SIZE && rule == Rule.FREESTYLE;
        return type == BenchmarkedGame.class && !registered ? Optional.empty() : Game.super.capability(type);
    }

    @Override
    public GomokuPosition parsePosition(String text) {
        if (RecordFormat.of(text) != RecordFormat.POSITION) {
            return RecordFormat.readAny(text, this).positionIn(this);
        }
        String[] tokens = text.isBlank() ? new String[0] : text.strip().split("\\s+");
        if (tokens.length > 0 && SETUP_WORDS.contains(tokens[0].toLowerCase(Locale.ROOT))) {
            return parseSetUp(tokens);
        }
        GomokuPosition position = new GomokuPosition(board, rule);
        play(position, tokens);
        return new GomokuPosition(board, rule, position.moves());
    }

    /**
     * The set-up notation: {@code black} and {@code white} each followed by stones, {@code next} by
     * a colour, {@code then} by moves.
     */
    private GomokuPosition parseSetUp(String[] all) {
        int then = 0;
        while (then < all.length && !all[then].equalsIgnoreCase("then")) {
            then++;
        }
        String[] tokens = Arrays.copyOf(all, then);
        String[] moves = Arrays.copyOfRange(all, Math.min(then + 1, all.length), all.length);
        List<List<Integer>> stones = List.of(new ArrayList<>(), new ArrayList<>());
        boolean[] taken = new boolean[board.points()];
        int colour = -1;
        int toMove = -1;
        int count = 0;
        for (int i = 0; i < tokens.length; i++) {
            String word = tokens[i].toLowerCase(Locale.ROOT);
            if (word.equals("next")) {
                toMove = i + 1 < tokens.length ? COLOURS.indexOf(tokens[++i].toLowerCase(Locale.ROOT)) : -1;
                if (toMove < 0) {
                    throw new NotationException("'next' needs black or white after it");
                }
            } else if (COLOURS.contains(word)) {
                colour = COLOURS.indexOf(word);
            } else {
                count++;
                if (colour < 0) {
                    throw new NotationException("stone " + count + ": 'black' or 'white' must come before the stones");
                }
                int point;
                try {
                    point = point(tokens[i]);
                } catch (NotationException bad) {
                    throw new NotationException("stone " + count + ": " + bad.getMessage());
                }
                if (taken[point]) {
                    throw new NotationException("stone " + count + ": " + formatMove(null, point) + " is taken");
                }
                taken[point] = true;
                stones.get(colour).add(point);
            }
        }
        int black = stones.get(0).size();
        int white = stones.get(1).size();
        if (toMove < 0 && black != white && black != white + 1) {
            throw new NotationException("black has " + black + " stones and white " + white
                    + ": say whose turn it is with 'next black' or 'next white'");
        }
        int[][] setUp = {points(stones.get(0)), points(stones.get(1))};
        int next = toMove >= 0 ? toMove : black - white;
        GomokuPosition position = new GomokuPosition(board, rule, setUp[0], setUp[1], next, new int[0]);
        if (position.hasWinningLine()) {
            throw new NotationException("five in a row on the board: the game is over");
        }
        play(position, moves);
        return new GomokuPosition(board, rule, setUp[0], setUp[1], next, position.movesSinceSetUp());
    }

    /** Plays the moves on the position, each checked; a bad one is refused with its number. */
    private void play(GomokuPosition position, String[] moves) {
        for (int i = 0; i < moves.length; i++) {
            try {
                position.makeMove(parseMove(position, moves[i]));
            } catch (NotationException bad) {
                throw new NotationException("move " + (i + 1) + ": " + bad.getMessage());
            }
        }
    }

    private static int[] points(List<Integer> stones) {
        return stones.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * A position set up with the given stones: for a board that a manager or a user hands over.
     *
     * @param black  black's stones
     * @param white  white's stones, on other points
     * @param toMove the colour to move, 0 black or 1 white
     * @return the position, with no moves to undo
     * @throws NotationException if a line on the board already wins
     */
    GomokuPosition setUp(int[] black, int[] white, int toMove) {
        StringBuilder text = new StringBuilder("black");
        Arrays.stream(black).forEach(point -> text.append(' ').append(formatMove(null, point)));
        text.append(" white");
        Arrays.stream(white).forEach(point -> text.append(' ').append(formatMove(null, point)));
        return parsePosition(text.append(" next ").append(COLOURS.get(toMove)).toString());
    }

    @Override
    public String formatPosition(GomokuPosition position) {
        StringJoiner text = new StringJoiner(" ");
        int[] moves = position.moves();
        if (position.isSetUp()) {
            for (int colour = 0; colour < 2; colour++) {
                int[] stones = position.setUpStonesOf(colour);
                if (stones.length > 0) {
                    text.add(COLOURS.get(colour));
                    Arrays.stream(stones).forEach(point -> text.add(formatMove(position, point)));
                }
            }
            text.add("next").add(COLOURS.get(position.setUpColourToMove()));
            moves = position.movesSinceSetUp();
            if (moves.length > 0) {
                text.add("then");
            }
        }
        Arrays.stream(moves).forEach(move -> text.add(formatMove(position, move)));
        return text.toString();
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
        if (!position.isLegal(point)) {
            throw new NotationException(formatMove(position, point) + " is forbidden for black under renju ("
                    + position.forbiddenKind(point).label() + ")");
        }
        return point;
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
            throw new NotationException(x + "," + y + " is off the " + board.dimensions() + " board (0.." + (board.width() - 1)
                    + (board.width() == board.height() ? "" : ", 0.." + (board.height() - 1)) + ")");
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
