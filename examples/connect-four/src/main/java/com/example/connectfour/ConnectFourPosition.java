package com.example.connectfour;

import java.util.Arrays;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;

/**
 * A Connect Four game in progress: the stones of each side as bitboards (see {@link Board}), the
 * columns played so far, and whether the last stone made four in a row. Seat 0 moves first. A move is
 * a column, 0 to width-1; the game ends when a stone makes four in a row (its side wins, +1 against -1)
 * or when the board is full (a draw, 0).
 */
public final class ConnectFourPosition implements Position {
    private final Board board;
    private final int[] middleFirst;
    private final long bottomRow;
    /** The stones of seat 0 and of seat 1. */
    private final long[] stones;
    /** Every stone. */
    private long occupied;
    /** The columns played, in order; the first {@code start} of them came from the notation. */
    private final int[] columns;
    private int plies;
    private final int start;
    private boolean four;

    /**
     * An empty board, seat 0 to move.
     *
     * @param board the board
     */
    ConnectFourPosition(Board board) {
        this(board, new long[2], 0, new int[board.cells()], 0, 0, false);
    }

    private ConnectFourPosition(Board board, long[] stones, long occupied, int[] columns, int plies, int start,
            boolean four) {
        this.board = board;
        this.middleFirst = board.middleFirst();
        this.bottomRow = board.bottomRow();
        this.stones = stones;
        this.occupied = occupied;
        this.columns = columns;
        this.plies = plies;
        this.start = start;
        this.four = four;
    }

    /**
     * @return this position as a new one whose history is not undoable: the start of a parsed position
     */
    ConnectFourPosition withoutHistory() {
        return new ConnectFourPosition(board, stones.clone(), occupied, columns.clone(), plies, plies, four);
    }

    /** @return the board */
    Board board() {
        return board;
    }

    /** @return the number of stones on the board */
    int stoneCount() {
        return plies;
    }

    /**
     * @param ply 0 to {@link #stoneCount()}-1
     * @return the column the stone of that ply was dropped in
     */
    int columnAt(int ply) {
        return columns[ply];
    }

    /**
     * @param column a column, 0 to width-1
     * @return whether it has room for another stone
     */
    boolean hasRoom(int column) {
        return (occupied & board.top(column)) == 0;
    }

    /** @return whether the last stone made four in a row */
    boolean hasFour() {
        return four;
    }

    @Override
    public int seatToMove() {
        return isTerminal() ? NOBODY : plies & 1;
    }

    @Override
    public boolean isTerminal() {
        return four || plies == board.cells();
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        if (isTerminal()) {
            return;
        }
        for (int column : middleFirst) {
            if (hasRoom(column)) {
                out.add(column);
            }
        }
    }

    @Override
    public void makeMove(int move) {
        int seat = plies & 1;
        // adding the column's bottom cell to the stones in it carries up to the first empty cell
        long cell = (occupied + board.bottom(move)) & board.column(move);
        occupied |= cell;
        stones[seat] |= cell;
        columns[plies++] = move;
        four = board.hasFour(stones[seat]);
    }

    @Override
    public void undoMove() {
        if (plies == start) {
            throw new IllegalStateException("no move to undo");
        }
        int column = columns[--plies];
        long columnStones = occupied & board.column(column);
        // the highest stone of the column is the last one dropped in it
        long cell = Long.highestOneBit(columnStones);
        occupied &= ~cell;
        stones[plies & 1] &= ~cell;
        four = false;
    }

    @Override
    public int movesMade() {
        return plies - start;
    }

    /**
     * Tromp's key: the stones of the side whose turn it is, plus every stone, plus the bottom row. In
     * each column the sum is the side's stones under a single 1 just above the column's top stone, so
     * the key gives back both bitboards, and the number of stones says whose turn it is.
     */
    @Override
    public long key() {
        return stones[plies & 1] + occupied + bottomRow;
    }

    /** The smaller of the keys of the position and of its mirror image, which has the same value. */
    @Override
    public long canonicalKey() {
        long key = key();
        return Math.min(key, board.mirror(key));
    }

    @Override
    public int terminalValue(int team) {
        if (!isTerminal()) {
            throw new IllegalStateException("the game is not over");
        }
        if (!four) {
            return 0;
        }
        int winner = (plies - 1) & 1;
        return team == winner ? 1 : -1;
    }

    @Override
    public ConnectFourPosition copy() {
        return new ConnectFourPosition(board, stones.clone(), occupied, columns.clone(), plies, start, four);
    }

    @Override
    public String toString() {
        return board.width() + "x" + board.height() + " " + Arrays.toString(Arrays.copyOf(columns, plies));
    }
}
