package org.stratagem.game.junqi;

import java.util.Arrays;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;

/**
 * A belief state of Junqi (seed 003's search on expectations): the board as one seat sees it, every piece
 * with a weight for each rank it may have, and attacks on pieces of uncertain rank as chance nodes.
 * Mutable, with make and undo, as every {@link Position}.
 *
 * <p>Weights. Each piece carries twelve integer weights, one per {@link Rank} ordinal, in the fixed point
 * of seed 003: a probability times {@value #ONE} ({@link #of} rounds the beliefs' probabilities, every
 * rank still possible keeping at least 1). A piece whose rank is known has {@value #ONE} on it.
 *
 * <p>Moves and chance. Decision moves are those of {@link JunqiPosition} ({@code from | to << 8}) on a
 * stand-in board whose hidden pieces move as their weights allow: a piece that can only be a mine or the
 * flag never moves, one that can only be an engineer moves as one, any other moves as an officer (so a
 * hidden piece is never credited with an engineer's turns on the railway unless it surely is one). A move
 * into an empty cell is played at once. A move onto an enemy piece leads to a chance node, whose outcomes
 * are {@link #outcome}s: take, trade, die, each with or without the flag taken (the defender was its
 * seat's flag: the seat is out), with the probability that the two pieces' weights give it, the
 * attacker's and the defender's independent. The outcome narrows both pieces' weights to the ranks that
 * give it (a piece seen to die on a 36 keeps only its ranks below 36, renormalised by the sums); the other
 * pieces keep theirs: within the search tree the counts are not propagated, a simplification the root's
 * beliefs do not make.
 *
 * <p>Key: the stand-in board's Zobrist key, a hash of each piece's weights, and the pending attack of a
 * chance node. The rest (turns, seats out, missed turns, the draw count) is the stand-in board's.
 */
final class BeliefPosition implements Position {
    /** The weight of certainty: probabilities are in units of 1/256, as seed 003's. */
    static final int ONE = 256;
    private static final int RANKS = Rank.ALL.length;
    /** Outcome moves: this bit, the {@link Collision} ordinal, and {@link #FLAG_TAKEN}. */
    private static final int OUTCOME = 1 << 20;
    private static final int FLAG_TAKEN = 8;
    private static final int[] OUTCOMES = {outcome(Collision.TAKE, false), outcome(Collision.TRADE, false), outcome(Collision.DIE, false),
        outcome(Collision.TAKE, true), outcome(Collision.TRADE, true)};

    private final JunqiPosition board;
    /** The weights of the piece on each cell; stale (ignored) where the stand-in board's cell is empty. */
    private final int[][] weights;
    /** The attack awaiting its outcome at a chance node, or {@link MoveList#NONE}. */
    private int pending = MoveList.NONE;
    /** What each move changed, to take it back: the pending attack, the move's two cells and their weights. */
    private int[] pendingBefore = new int[64];
    private int[] cellsOf = new int[64];
    private int[][] fromBefore = new int[64][];
    private int[][] toBefore = new int[64][];
    /** Whether each move was played on the stand-in board (a decision into an empty cell, or an outcome). */
    private boolean[] onBoard = new boolean[64];
    private int plies;

    BeliefPosition(JunqiPosition board, int[][] weights) {
        this.board = board;
        this.weights = weights;
    }

    /**
     * The belief state of a seat's beliefs, with a seat to move.
     *
     * @param beliefs the beliefs
     * @param turn    the seat to move, one in the game that has a move
     * @return the position, with no moves to undo
     */
    static BeliefPosition of(Beliefs beliefs, int turn) {
        Board cells = beliefs.variant().board();
        int[][] weights = new int[cells.size()][];
        int[] codes = new int[cells.size()];
        for (int cell = 0; cell < cells.size(); cell++) {
            int owner = beliefs.ownerAt(cell);
            if (owner >= 0) {
                weights[cell] = fixedPoint(beliefs.rankProbabilities(cell), beliefs.mask(cell));
                codes[cell] = standIn(owner, weights[cell]) | (beliefs.moved(cell) ? Piece.MOVED : 0);
            }
        }
        return new BeliefPosition(new JunqiPosition(beliefs.variant(), codes, turn, beliefs.outSeats(), 0, beliefs.quietTurns()),
                weights);
    }

    /** @return probabilities as weights in units of 1/{@value #ONE}, every rank of the mask at least 1 */
    private static int[] fixedPoint(double[] probabilities, int mask) {
        int[] weights = new int[RANKS];
        for (int r = 0; r < RANKS; r++) {
            weights[r] = (mask >> r & 1) == 0 || probabilities[r] <= 0 ? 0 : Math.max(1, (int) Math.round(probabilities[r] * ONE));
        }
        if (Arrays.stream(weights).sum() == 0) {
            weights[Integer.numberOfTrailingZeros(mask)] = ONE;
        }
        return weights;
    }

    /**
     * @param owner   the piece's seat
     * @param weights its weights
     * @return the code of the piece that stands in for it on the board: its rank if only one is possible,
     *         else one that moves as the piece may (see the class comment)
     */
    static int standIn(int owner, int[] weights) {
        int mask = maskOf(weights);
        Rank rank;
        if (Integer.bitCount(mask) == 1) {
            rank = Rank.ALL[Integer.numberOfTrailingZeros(mask)];
        } else if ((mask & Collision.MOBILE) == 0) {
            rank = (mask & Collision.bit(Rank.FLAG)) != 0 ? Rank.FLAG : Rank.MINE;
        } else if ((mask & Collision.MOBILE) == Collision.bit(Rank.ENGINEER)) {
            rank = Rank.ENGINEER;
        } else {
            rank = Rank.PLATOON;
        }
        return Piece.of(owner, rank);
    }

    /** @return the ranks with a positive weight */
    static int maskOf(int[] weights) {
        int mask = 0;
        for (int r = 0; r < RANKS; r++) {
            mask |= weights[r] > 0 ? 1 << r : 0;
        }
        return mask;
    }

    private static int outcome(Collision clash, boolean flagTaken) {
        return OUTCOME | clash.ordinal() | (flagTaken ? FLAG_TAKEN : 0);
    }

    /** @return whether a move of this position's game is a chance outcome */
    static boolean isOutcome(int move) {
        return (move & OUTCOME) != 0;
    }

    /** @return the outcome's clash */
    static Collision clashOf(int outcome) {
        return Collision.values()[outcome & FLAG_TAKEN - 1];
    }

    /** @return whether the outcome takes the defender's flag */
    static boolean flagTakenBy(int outcome) {
        return (outcome & FLAG_TAKEN) != 0;
    }

    /** @return the stand-in board: cells, turns, seats out */
    JunqiPosition board() {
        return board;
    }

    /** @return the weights of the piece on a cell (not to be changed), or null if the cell is empty */
    int[] weights(int cell) {
        return board.code(cell) == Piece.EMPTY ? null : weights[cell];
    }

    /** @return the attack awaiting its outcome, or {@link MoveList#NONE} at a decision node */
    int pending() {
        return pending;
    }

    @Override
    public int seatToMove() {
        return pending != MoveList.NONE ? CHANCE : board.seatToMove();
    }

    @Override
    public boolean isTerminal() {
        return pending == MoveList.NONE && board.isTerminal();
    }

    @Override
    public void legalMoves(MoveList moves) {
        if (pending == MoveList.NONE) {
            board.legalMoves(moves);
            return;
        }
        moves.clear();
        int[] a = weights[JunqiPosition.from(pending)];
        int[] d = weights[JunqiPosition.to(pending)];
        long total = 0;
        long[] sums = new long[OUTCOMES.length];
        for (int i = 0; i < OUTCOMES.length; i++) {
            sums[i] = chance(a, d, OUTCOMES[i]);
            total += sums[i];
        }
        for (int i = 0; i < OUTCOMES.length; i++) {
            if (sums[i] > 0) {
                moves.add(OUTCOMES[i], (double) sums[i] / total);
            }
        }
    }

    /** @return the weight of an outcome: the sum of the products of the rank pairs that give it */
    private static long chance(int[] attacker, int[] defender, int outcome) {
        long sum = 0;
        for (int x = 0; x < RANKS; x++) {
            for (int y = 0; y < RANKS && attacker[x] > 0; y++) {
                if (gives(x, y, outcome)) {
                    sum += (long) attacker[x] * defender[y];
                }
            }
        }
        return sum;
    }

    private static boolean gives(int attacker, int defender, int outcome) {
        return Collision.judge(attacker, defender) == clashOf(outcome) && (defender == Piece.FLAG) == flagTakenBy(outcome);
    }

    /** @return the weights of one side narrowed to the ranks that give the outcome against some rank of the other */
    private static int[] narrowed(int[] side, int[] other, int outcome, boolean attacking) {
        int[] kept = new int[RANKS];
        for (int x = 0; x < RANKS; x++) {
            for (int y = 0; y < RANKS && side[x] > 0 && kept[x] == 0; y++) {
                if (other[y] > 0 && (attacking ? gives(x, y, outcome) : gives(y, x, outcome))) {
                    kept[x] = side[x];
                }
            }
        }
        return kept;
    }

    @Override
    public void makeMove(int move) {
        if (plies == pendingBefore.length) {
            int size = 2 * plies;
            pendingBefore = Arrays.copyOf(pendingBefore, size);
            fromBefore = Arrays.copyOf(fromBefore, size);
            toBefore = Arrays.copyOf(toBefore, size);
            onBoard = Arrays.copyOf(onBoard, size);
            cellsOf = Arrays.copyOf(cellsOf, size);
        }
        int attack = pending != MoveList.NONE ? pending : move;
        int from = JunqiPosition.from(attack);
        int to = JunqiPosition.to(attack);
        pendingBefore[plies] = pending;
        cellsOf[plies] = attack;
        fromBefore[plies] = weights[from];
        toBefore[plies] = weights[to];
        if (pending == MoveList.NONE && board.code(to) != Piece.EMPTY) {
            onBoard[plies++] = false;
            pending = move;
            return;
        }
        onBoard[plies++] = true;
        if (pending == MoveList.NONE) {
            board.makeMove(move);
            weights[to] = weights[from];
            return;
        }
        Collision clash = clashOf(move);
        int[] attacker = narrowed(weights[from], weights[to], move, true);
        int[] defender = narrowed(weights[to], weights[from], move, false);
        board.makeJudgedMove(pending, clash, flagTakenBy(move));
        pending = MoveList.NONE;
        weights[to] = clash == Collision.TAKE ? attacker : clash == Collision.DIE ? defender : weights[to];
    }

    @Override
    public void undoMove() {
        if (plies == 0) {
            throw new IllegalStateException("no move to take back");
        }
        plies--;
        if (onBoard[plies]) {
            board.undoMove();
        }
        pending = pendingBefore[plies];
        int attack = cellsOf[plies];
        weights[JunqiPosition.from(attack)] = fromBefore[plies];
        weights[JunqiPosition.to(attack)] = toBefore[plies];
    }

    @Override
    public int movesMade() {
        return plies;
    }

    @Override
    public long key() {
        long key = board.key() ^ (pending == MoveList.NONE ? 0 : JunqiPosition.mix(1L << 60 | pending));
        for (int cell = 0; cell < weights.length; cell++) {
            if (board.code(cell) != Piece.EMPTY) {
                key ^= JunqiPosition.mix((long) cell << 40 ^ Arrays.hashCode(weights[cell]));
            }
        }
        return key;
    }

    @Override
    public int terminalValue(int team) {
        return board.terminalValue(team);
    }

    @Override
    public BeliefPosition copy() {
        BeliefPosition copy = new BeliefPosition(board.copy(), weights.clone());
        copy.pending = pending;
        copy.pendingBefore = pendingBefore.clone();
        copy.fromBefore = fromBefore.clone();
        copy.toBefore = toBefore.clone();
        copy.onBoard = onBoard.clone();
        copy.cellsOf = cellsOf.clone();
        copy.plies = plies;
        return copy;
    }
}
