package org.stratagem.game.gomoku;

import java.util.Arrays;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;

/**
 * A Gomoku game in progress: the stones in the order they were played, black first. Seat 0 plays
 * black, seat 1 white, each its own team. The game ends when a stone completes a winning line (the
 * {@link Rule} judges the lines through it) or the board is full, a draw; the winner scores 1, the
 * loser -1.
 *
 * <p>Kept up to date by make and undo, in constant time but for the win check (four short scans): a
 * Zobrist key (the stones determine whose turn it is, so no side-to-move key is needed; the rule is
 * mixed in, so that tables shared by games of both rules keep their positions apart), and for
 * every point the number of stones within two points of it in each direction, which lets
 * {@link NearbyMoves} list the candidate moves without a scan of the stones, and the line
 * {@link Pattern}s each colour would make on every empty point ({@link PointPatterns}), which the
 * pattern evaluator reads, and where the fours and fives are, which the threat search {@link Vcf}
 * reads.
 */
final class GomokuPosition implements Position {
    /** How far from a stone a point counts as near it, in rows and columns. */
    static final int NEAR = 2;

    private final Board board;
    private final Rule rule;
    private final byte[] cells;
    private final int[] stonesNear;
    private final PointPatterns patterns;
    /** Every stone played, in order, those given when the position was built first. */
    private final int[] played;
    private int stones;
    /** How many of the stones were given when the position was built: those cannot be taken back. */
    private final int given;
    private long key;
    private boolean won;

    /**
     * An empty board.
     *
     * @param board the board
     * @param rule  the rule that judges lines
     */
    GomokuPosition(Board board, Rule rule) {
        this(board, rule, new int[0]);
    }

    /**
     * The position after some moves, which cannot be taken back.
     *
     * @param board the board
     * @param rule  the rule that judges lines
     * @param moves the moves from the empty board, on empty points; only the last is judged, so
     *              an earlier one that made a winning line does not end the game (see
     *              {@link GomokuGame#parseStones})
     */
    GomokuPosition(Board board, Rule rule, int[] moves) {
        this.board = board;
        this.rule = rule;
        cells = new byte[board.points()];
        stonesNear = new int[board.points()];
        patterns = new PointPatterns(board.lines(), LinePatterns.of(rule), cells);
        played = new int[board.points()];
        key = board.ruleKey(rule);
        for (int move : moves) {
            makeMove(move);
        }
        given = stones;
    }

    private GomokuPosition(GomokuPosition other) {
        board = other.board;
        rule = other.rule;
        cells = other.cells.clone();
        stonesNear = other.stonesNear.clone();
        patterns = new PointPatterns(other.patterns, cells);
        played = other.played.clone();
        stones = other.stones;
        given = other.given;
        key = other.key;
        won = other.won;
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

    /** @return the moves played from the empty board, in order */
    int[] moves() {
        return Arrays.copyOf(played, stones);
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
     * @param pattern {@link Pattern#FOUR}, {@link Pattern#OPEN_FOUR} or {@link Pattern#FIVE}
     * @param index   0 to {@code patternCount(colour, pattern) - 1}
     * @return the point; the order of the pairs is arbitrary and changes with every move
     */
    int threatPoint(int colour, Pattern pattern, int index) {
        return patterns.listedPoint(colour, pattern, index);
    }

    /** @return whether the point is empty and a stone lies within {@value #NEAR} rows and columns of it */
    boolean isNearAStone(int point) {
        return cells[point] == 0 && stonesNear[point] > 0;
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
        return isTerminal() ? NOBODY : stones % 2;
    }

    @Override
    public boolean isTerminal() {
        return won || stones == cells.length;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        if (isTerminal()) {
            return;
        }
        for (int point = 0; point < cells.length; point++) {
            if (cells[point] == 0) {
                out.add(point);
            }
        }
    }

    @Override
    public void makeMove(int move) {
        int colour = stones % 2;
        cells[move] = (byte) (colour + 1);
        key ^= board.key(colour, move);
        played[stones++] = move;
        countNear(move, 1);
        patterns.place(move, colour);
        won = board.winsThrough(cells, move, rule);
    }

    @Override
    public void undoMove() {
        if (stones == given) {
            throw new IllegalStateException("no move to take back");
        }
        int move = played[--stones];
        key ^= board.key(stones % 2, move);
        cells[move] = 0;
        countNear(move, -1);
        patterns.lift(move, stones % 2);
        won = false;
    }

    private void countNear(int point, int change) {
        int x = board.x(point);
        int y = board.y(point);
        for (int ny = Math.max(0, y - NEAR); ny <= Math.min(board.size() - 1, y + NEAR); ny++) {
            for (int nx = Math.max(0, x - NEAR); nx <= Math.min(board.size() - 1, x + NEAR); nx++) {
                stonesNear[board.point(nx, ny)] += change;
            }
        }
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
        int winner = (stones - 1) % 2;
        return team == winner ? 1 : -1;
    }

    @Override
    public GomokuPosition copy() {
        return new GomokuPosition(this);
    }
}
