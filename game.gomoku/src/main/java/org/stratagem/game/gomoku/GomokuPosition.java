package org.stratagem.game.gomoku;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Passable;

/**
 * A Gomoku game in progress: the stones in the order they were played, black first, or a board set
 * up with stones of both colours and the side to move given, and the moves played from there. Seat
 * 0 plays black, seat 1 white, each its own team. The game ends when a stone completes a winning
 * line (the {@link Rule} judges the lines through it) or the board is full, a draw; the winner
 * scores 1, the loser -1. Under {@link Rule#RENJU} black's {@link Forbidden} points are not legal
 * moves; should black have no other point, the game ends there, a draw, as on a full board (the
 * RIF rules would let black pass; the engine does not play passes). A pass is no legal move either: only
 * null-move pruning asks for one ({@link Passable}).
 *
 * <p>Kept up to date by make and undo, in constant time (a move wins where the patterns kept say a
 * stone there makes {@link Pattern#FIVE}): a Zobrist key (the stones and whether the side to move is
 * the one they imply, which only a set-up position changes ({@link Board#turnKey()}); the rule is mixed in, so that tables shared by games
 * of several rules keep their positions apart), and for
 * each row a bit mask of its stones, from which {@link NearbyMoves} reads the empty points within
 * {@value #NEAR} rows and columns of a stone without a scan of the stones, and the line
 * {@link Pattern}s each colour would make on every empty point ({@link PointPatterns}), which the
 * pattern evaluator reads, and where the fours and fives are, which the threat search {@link Vcf}
 * reads.
 */
final class GomokuPosition implements Passable {
    /** How far from a stone a point counts as near it, in rows and columns. */
    static final int NEAR = 2;

    private final Board board;
    private final Rule rule;
    private final byte[] cells;
    /** The stones of each row, a bit a column: bit x of row y is set when (x, y) holds a stone. */
    private final int[] stoneRows;
    private final PointPatterns patterns;
    private final Forbidden forbidden;
    /** Every stone played, in order, those given when the position was built first. */
    private final int[] played;
    private int stones;
    /** How many of the stones were given when the position was built: those cannot be taken back. */
    private int given;
    /** 1 if the side to move is not the one the stones imply (a set-up position), else 0. */
    private int turnOffset;
    /** How many stones were set up with stones of both colours, the first of {@link #played}; -1 for a game played from the empty board. */
    private int setUpStones = -1;
    private long key;
    private boolean won;
    /** Whether black, to move under renju, has no lawful point: 1 yes, 0 no, -1 not known since the last move. */
    private int stuck = -1;

    /**
     * An empty board.
     *
     * @param board the board
     * @param rule  the rule that judges lines
     */
    GomokuPosition(Board board, Rule rule) {
        this.board = board;
        this.rule = rule;
        cells = new byte[board.points()];
        stoneRows = new int[board.height()];
        patterns = new PointPatterns(board.lines(rule), rule, cells);
        forbidden = new Forbidden(board, cells);
        played = new int[board.points()];
        key = board.ruleKey(rule);
    }

    /**
     * The position after some moves, which cannot be taken back.
     *
     * @param board the board
     * @param rule  the rule that judges lines
     * @param moves the moves from the empty board, on empty points; only the last is judged, so
     *              the caller sees that no earlier one ended the game (as
     *              {@link GomokuGame#parsePosition} does)
     */
    GomokuPosition(Board board, Rule rule, int[] moves) {
        this(board, rule);
        for (int move : moves) {
            makeMove(move);
        }
        given = stones;
    }

    /**
     * A board set up with stones of both colours, and moves played from there, none of which can be
     * taken back; no set-up stone is judged, and of the moves only the last (see
     * {@link GomokuGame#parsePosition}).
     *
     * @param board  the board
     * @param rule   the rule that judges lines
     * @param black  black's stones, on distinct points
     * @param white  white's stones, on other distinct points
     * @param toMove the colour to move after them, 0 black or 1 white
     * @param moves  the moves played from there, on empty points
     */
    GomokuPosition(Board board, Rule rule, int[] black, int[] white, int toMove, int[] moves) {
        this(board, rule);
        for (int stone : black) {
            place(stone, 0);
        }
        for (int stone : white) {
            place(stone, 1);
        }
        turnOffset = (toMove + stones) % 2;
        setUpStones = stones;
        key ^= turnOffset == 1 ? board.turnKey() : 0;
        for (int move : moves) {
            makeMove(move);
        }
        given = stones;
    }

    private GomokuPosition(GomokuPosition other) {
        board = other.board;
        rule = other.rule;
        cells = other.cells.clone();
        stoneRows = other.stoneRows.clone();
        patterns = new PointPatterns(other.patterns, cells);
        forbidden = new Forbidden(board, cells);
        played = other.played.clone();
        stones = other.stones;
        given = other.given;
        turnOffset = other.turnOffset;
        setUpStones = other.setUpStones;
        key = other.key;
        won = other.won;
        stuck = other.stuck;
    }

    /** @return the board */
    Board board() {
        return board;
    }

    /** @return the rule */
    Rule rule() {
        return rule;
    }

    /** @return the stones on the board */
    int stones() {
        return stones;
    }

    /** @return the stones in the order they were placed: for a position not {@link #isSetUp()}, the moves from the empty board */
    int[] moves() {
        return Arrays.copyOf(played, stones);
    }

    /** @return whether the position was set up with stones of both colours rather than played from the empty board */
    boolean isSetUp() {
        return setUpStones >= 0;
    }

    /**
     * @param colour 0 for black, 1 for white
     * @return for a position {@link #isSetUp()}, the colour's set-up stones, in point order
     */
    int[] setUpStonesOf(int colour) {
        return Arrays.stream(played, 0, setUpStones).filter(point -> cells[point] == colour + 1).sorted().toArray();
    }

    /** @return for a position {@link #isSetUp()}, the colour to move after the set-up stones */
    int setUpColourToMove() {
        return (setUpStones + turnOffset) % 2;
    }

    /** @return for a position {@link #isSetUp()}, the moves played after the set-up stones, in order */
    int[] movesSinceSetUp() {
        return Arrays.copyOfRange(played, setUpStones, stones);
    }

    /** @return the colour whose turn it is, 0 black or 1 white, even when the game is over */
    int colourToMove() {
        return (stones + turnOffset) % 2;
    }

    /**
     * @param colour 0 for black, 1 for white
     * @return the points of the colour's stones, in point order
     */
    int[] stonesOf(int colour) {
        return IntStream.range(0, cells.length).filter(point -> cells[point] == colour + 1).toArray();
    }

    /**
     * @param colour 0 for black, 1 for white
     * @param point  an empty point
     * @return whether the colour may play there by the rule: always, but for black's forbidden points under renju
     */
    boolean mayPlay(int colour, int point) {
        return colour != 0 || !rule.forbidsShapes() || forbidden.of(point) == null;
    }

    /**
     * @param point an empty point
     * @return why a black stone there would be forbidden under renju, or null if it would not be
     *         (under every rule, whoever is to move)
     */
    Forbidden.Kind forbiddenKind(int point) {
        return forbidden.of(point);
    }

    /** @return whether the point is empty and the side to move may play there: a legal move before the end of the game */
    boolean isLegal(int point) {
        return cells[point] == 0 && mayPlay(colourToMove(), point);
    }

    /**
     * @param move any number, such as a strategy's answer (which may be {@code MoveList.NONE})
     * @return whether it names a point of the board that is a legal move ({@link #isLegal})
     */
    boolean isLegalPoint(int move) {
        return move >= 0 && move < board.points() && isLegal(move);
    }

    /** @return whether the point holds no stone */
    boolean isEmpty(int point) {
        return cells[point] == 0;
    }

    /** @return the colour of the stone on the point, 0 black or 1 white, or -1 if it is empty */
    int colourAt(int point) {
        return cells[point] - 1;
    }

    /**
     * The threats of a colour: how many of the empty points and lines through them would make a
     * pattern if the colour played there. A count of {@link Pattern#FIVE} above 0 means the colour
     * can win with one move; the opponent then must block, and cannot block two.
     *
     * @param colour  0 for black, 1 for white
     * @param pattern the pattern
     * @return the empty (point, direction) pairs where a stone of the colour makes it
     */
    int patternCount(int colour, Pattern pattern) {
        return patterns.count(colour, pattern);
    }

    /**
     * Where a colour's threats are: the point of one (point, direction) pair counted by
     * {@link #patternCount}. A point that makes the pattern along two lines is there twice.
     *
     * @param colour  0 for black, 1 for white
     * @param pattern a pattern from {@link Pattern#OPEN_THREE} up
     * @param index   0 to {@code patternCount(colour, pattern) - 1}
     * @return the point; the order of the pairs is arbitrary and changes with every move
     */
    int threatPoint(int colour, Pattern pattern, int index) {
        return patterns.listedPoint(colour, pattern, index);
    }

    /**
     * @param colour  0 for black, 1 for white
     * @param pattern a pattern from {@link Pattern#OPEN_THREE} up
     * @param index   0 to {@code patternCount(colour, pattern) - 1}
     * @return the direction ({@link Board#DIRECTIONS}' index) of the pair whose point {@link #threatPoint} gives
     */
    int threatDirection(int colour, Pattern pattern, int index) {
        return patterns.listedSlot(colour, pattern, index) % LineGeometry.DIRECTIONS;
    }

    /**
     * @param colour    0 for black, 1 for white
     * @param point     an empty point
     * @param direction an index of {@link Board#DIRECTIONS}
     * @return the ordinal of the {@link Pattern} a stone of the colour there makes along the line
     */
    int patternAt(int colour, int point, int direction) {
        return patterns.patternAt(colour, LineGeometry.slot(point, direction));
    }

    /**
     * @param colour    0 for black, 1 for white
     * @param point     an empty point
     * @param direction an index of {@link Board#DIRECTIONS}
     * @param offset    the steps along the line to another empty point, 1 to {@value LinePatterns#MAX_REACH} either way
     * @return the ordinal of the {@link Pattern} a stone of the colour on the point would make along
     *         the line were the other point the opponent's: whether a stone there would stop the threat
     */
    int patternIfBlocked(int colour, int point, int direction, int offset) {
        return patterns.patternIfBlocked(colour, LineGeometry.slot(point, direction), offset);
    }

    /**
     * @param point an empty point
     * @return whether black's stones crowd the point's lines enough that a black stone there might be
     *         forbidden under renju, whatever white plays: when not, black may play there now and after
     *         any white move, since {@link Forbidden} counts black stones only for this
     */
    boolean mightBeForbidden(int point) {
        return forbidden.mayBeForbidden(point);
    }

    /** @return whether the point is empty and a stone lies within {@value #NEAR} rows and columns of it */
    boolean isNearAStone(int point) {
        return (emptyPointsNearStones(board.y(point)) >>> board.x(point) & 1) != 0;
    }

    /**
     * @param y a row
     * @return the row's empty points within {@value #NEAR} rows and columns of a stone, bit x for column x
     */
    int emptyPointsNearStones(int y) {
        int rows = 0;
        for (int row = Math.max(0, y - NEAR); row <= Math.min(board.height() - 1, y + NEAR); row++) {
            rows |= stoneRows[row];
        }
        int near = rows;
        for (int step = 1; step <= NEAR; step++) {
            near |= rows << step | rows >>> step;
        }
        return near & ~stoneRows[y] & (1 << board.width()) - 1;
    }

    /** @return whether a line through some stone on the board wins by the rule (whoever made it) */
    boolean hasWinningLine() {
        for (int i = 0; i < stones; i++) {
            if (board.winsThrough(cells, played[i], rule)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public int seatToMove() {
        return isTerminal() ? NOBODY : colourToMove();
    }

    @Override
    public boolean isTerminal() {
        return won || stones == cells.length || rule.forbidsShapes() && colourToMove() == 0 && blackIsStuck();
    }

    /** @return whether black has no lawful point: the first lawful one in point order ends the look, usually at once */
    private boolean blackIsStuck() {
        if (stuck < 0) {
            stuck = 1;
            for (int point = 0; point < cells.length && stuck == 1; point++) {
                stuck = cells[point] == 0 && forbidden.of(point) == null ? 0 : 1;
            }
        }
        return stuck == 1;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        if (isTerminal()) {
            return;
        }
        for (int point = 0; point < cells.length; point++) {
            if (isLegal(point)) {
                out.add(point);
            }
        }
    }

    @Override
    public void makeMove(int move) {
        int colour = colourToMove();
        won = patterns.makesFive(colour, move);
        place(move, colour);
    }

    private void place(int point, int colour) {
        cells[point] = (byte) (colour + 1);
        key ^= board.key(colour, point);
        played[stones++] = point;
        markStone(point);
        patterns.place(point, colour);
        stuck = -1;
    }

    @Override
    public void undoMove() {
        if (stones == given) {
            throw new IllegalStateException("no move to take back");
        }
        int move = played[--stones];
        int colour = colourToMove();
        key ^= board.key(colour, move);
        cells[move] = 0;
        markStone(move);
        patterns.lift(move, colour);
        won = false;
        stuck = -1;
    }

    /**
     * The other side is to move on the same stones, as null-move pruning asks: the side to move is then
     * not the one the stones imply, which the key tells ({@link Board#turnKey()}), as a position set up
     * with that side to move would.
     */
    @Override
    public void pass() {
        turnOffset ^= 1;
        key ^= board.turnKey();
    }

    @Override
    public void undoPass() {
        pass();
    }

    private void markStone(int point) {
        stoneRows[board.y(point)] ^= 1 << board.x(point);
    }

    @Override
    public int movesMade() {
        return stones - given;
    }

    @Override
    public long key() {
        return key;
    }

    @Override
    public int terminalValue(int team) {
        if (!isTerminal()) {
            throw new IllegalStateException("the game is not over");
        }
        if (!won) {
            return 0;
        }
        int winner = 1 - colourToMove();
        return team == winner ? 1 : -1;
    }

    @Override
    public GomokuPosition copy() {
        return new GomokuPosition(this);
    }
}
