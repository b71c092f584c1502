package org.stratagem.game.gomoku;

import java.util.Arrays;
import java.util.function.BooleanSupplier;

/**
 * What Gomoku's iterative-deepening threat-space search ({@link Vcf}) rests on: iterative deepening on the
 * attacker's moves, so that a shortest line is found first; a node budget, and a search that
 * exhausts it says so and stores nothing it did not prove; a stop condition polled every
 * {@value #POLL_NODES} positions (a deadline, a user's stop), which ends the search as the budget's
 * end does; a bounded table of {@link Refutations}
 * (positions of the attacker with no win within a number of moves, or none at all) that outlives a
 * search on the same board and rule; and the winning line, by ply from the root. A subclass searches
 * the attacker's moves ({@link #attack}).
 *
 * <p>The search plays on the given position with make and undo and leaves it as it found it. Not
 * thread-safe: one instance a thread.
 */
abstract class ThreatSpaceSearch {
    /** What a search found. */
    enum Verdict {
        /** A win: the line holds it. */
        WIN,
        /** No win of any length: every sequence of threats runs out. */
        NONE,
        /** No win within the move limit; a longer one may exist. */
        NOT_WITHIN_MOVES,
        /** The node budget ran out first. */
        OUT_OF_NODES
    }

    /**
     * The answer of a search.
     *
     * @param verdict what was found
     * @param line    for a {@link Verdict#WIN}, the moves from the position: the attacker's threats and
     *                the defender's replies in turn, the last the attacker's five (or, for a VCF under
     *                renju, white's four whose five black may not block); otherwise empty
     * @param nodes   the attacker's positions searched
     * @param moves   for a {@link Verdict#WIN}, the attacker's moves to the five, the five included
     *                (one more than the line holds when it ends with a four); otherwise 0
     */
    record Result(Verdict verdict, int[] line, long nodes, int moves) {
        /**
         * @return for a {@link Verdict#WIN}, the plies to the attacker's five, the defender's replies
         *         included: the line's length, or two more when it ends with a four black may not block
         */
        int plies() {
            return 2 * moves - 1;
        }
    }

    /** A subtree's value, worst for the attacker first. */
    enum Proof {
        /** No win, whatever the move limit. */
        REFUTED,
        /** No win within the moves left, or the budget ran out. */
        CUT,
        /** A win: the line holds it. */
        WIN
    }

    /** How many attacker positions pass between two polls of the stop condition. */
    static final int POLL_NODES = 256;
    /** The stop condition of a search that names none. */
    static final BooleanSupplier NEVER = () -> false;

    private final int maxMoves;
    /** The current search's stop condition. */
    private BooleanSupplier stopped = NEVER;
    /** The budget of a search that names none. */
    private final long defaultBudget;
    /** The current search's budget. */
    private long nodeBudget;
    private final Refutations refutations;
    /** The line being searched, by ply from the root. */
    final int[] line;
    /** The length of the winning line, once one is found. */
    int lineLength;
    /** The board's sides and the rule the refutations are for; 0 before the first search. */
    private int width;
    private int height;
    private Rule rule;
    /** The position searched, during a search. */
    GomokuPosition position;
    /** The side to move at the root. */
    int attacker;
    /** The attacker's positions visited so far. */
    long nodes;

    /**
     * @param name        the search's name, for messages (VCF)
     * @param maxMoves    the most attacker moves a line may have, the final five included, at least 1
     * @param nodeBudget  the most attacker positions one search may visit, unless it names its own budget
     * @param refutedBits the refutation table holds {@code 2^refutedBits} positions, 0 to 30
     * @param plies       the longest line in plies that so many attacker moves allow
     * @throws IllegalArgumentException if a limit is out of range
     */
    ThreatSpaceSearch(String name, int maxMoves, long nodeBudget, int refutedBits, int plies) {
        if (maxMoves < 1 || nodeBudget < 1) {
            throw new IllegalArgumentException("a " + name + " of at most " + maxMoves + " moves in " + nodeBudget
                    + " nodes: both must be at least 1");
        }
        this.maxMoves = maxMoves;
        this.defaultBudget = nodeBudget;
        refutations = new Refutations(refutedBits);
        line = new int[plies];
    }

    /**
     * Searches for a win of the side to move.
     *
     * @param position the position, left as it was; a finished game has none
     * @return the verdict, with the winning line if there is one
     */
    final Result search(GomokuPosition position) {
        return search(position, defaultBudget);
    }

    /**
     * Searches for a win of the side to move within a budget of its own.
     *
     * @param position the position, left as it was; a finished game has none
     * @param budget   the most attacker positions this search may visit, at least 1
     * @return the verdict, with the winning line if there is one
     */
    final Result search(GomokuPosition position, long budget) {
        return search(position, budget, NEVER);
    }

    /**
     * Searches for a win of the side to move within a budget of its own, until a condition says stop.
     *
     * @param position the position, left as it was; a finished game has none
     * @param budget   the most attacker positions this search may visit, at least 1
     * @param stop     polled every {@value #POLL_NODES} positions: once it is true the search ends as
     *                 if the budget had run out ({@link Verdict#OUT_OF_NODES} unless a win was found)
     * @return the verdict, with the winning line if there is one
     */
    final Result search(GomokuPosition position, long budget, BooleanSupplier stop) {
        nodeBudget = Math.max(1, budget);
        stopped = stop;
        prepareFor(position);
        attacker = position.seatToMove();
        nodes = 0;
        Proof proof = position.isTerminal() ? Proof.REFUTED : Proof.CUT;
        for (int moves = 1; moves <= maxMoves && proof == Proof.CUT && !outOfNodes(); moves++) {
            proof = attack(0, moves);
        }
        this.position = null;
        stopped = NEVER;
        Verdict verdict = switch (proof) {
            case WIN -> Verdict.WIN;
            case REFUTED -> Verdict.NONE;
            case CUT -> outOfNodes() ? Verdict.OUT_OF_NODES : Verdict.NOT_WITHIN_MOVES;
        };
        int[] winningLine = proof == Proof.WIN ? Arrays.copyOf(line, lineLength) : new int[0];
        int moves = proof == Proof.WIN ? (lineLength + 1) / 2 + (endsWithFive(position, winningLine) ? 0 : 1) : 0;
        return new Result(verdict, winningLine, Math.min(nodes, nodeBudget), moves);
    }

    /**
     * The attacker to move, at {@code ply} from the root.
     *
     * @param ply   the distance from the root
     * @param moves the attacker's moves left, at least 1
     * @return the subtree's value; a win leaves its line in {@link #line}, from this ply, and sets {@link #lineLength}
     */
    abstract Proof attack(int ply, int moves);

    /**
     * A search begins on another board or rule than the last: the refutations were cleared, and the
     * subclass sizes what it keeps per point.
     *
     * @param board the board
     */
    void boardChanged(Board board) {
    }

    /**
     * Whether the attacker, to move, can make five: then the line ends with it, at this ply.
     *
     * @param ply the distance from the root
     * @return whether he can
     */
    final boolean fiveNow(int ply) {
        if (position.patternCount(attacker, Pattern.FIVE) == 0) {
            return false;
        }
        line[ply] = position.threatPoint(attacker, Pattern.FIVE, 0);
        lineLength = ply + 1;
        return true;
    }

    /**
     * Counts a node of the attacker and recalls what is known of it: the budget ran out (or the stop
     * condition ended it), or the position was refuted before.
     *
     * @param key   the position's key
     * @param moves the attacker's moves left
     * @return {@link Proof#CUT} past the budget or if refuted within as many moves or more,
     *         {@link Proof#REFUTED} if refuted forever, null to search it
     */
    final Proof recall(long key, int moves) {
        if (++nodes > nodeBudget) {
            return Proof.CUT;
        }
        if (nodes % POLL_NODES == 0 && stopped.getAsBoolean()) {
            nodeBudget = nodes - 1;
            return Proof.CUT;
        }
        int refuted = refutations.refutedWithin(key);
        return refuted == Refutations.FOREVER ? Proof.REFUTED : refuted >= moves ? Proof.CUT : null;
    }

    /**
     * Remembers a searched position of the attacker that is not a win, unless the budget cut its
     * search short: then it proves nothing.
     *
     * @param key   the position's key
     * @param proof what its search found, not a win
     * @param moves the attacker's moves it was searched with
     * @return the proof, {@link Proof#CUT} if the budget ran out
     */
    final Proof remember(long key, Proof proof, int moves) {
        if (outOfNodes()) {
            return Proof.CUT;
        }
        refutations.add(key, proof == Proof.REFUTED ? Refutations.FOREVER : moves);
        return proof;
    }

    /** @return whether the budget has run out */
    final boolean outOfNodes() {
        return nodes > nodeBudget;
    }

    /** Keeps the refutations for the same board and rule only. */
    private void prepareFor(GomokuPosition position) {
        this.position = position;
        if (position.board().width() != width || position.board().height() != height || position.rule() != rule) {
            width = position.board().width();
            height = position.board().height();
            rule = position.rule();
            refutations.clear();
            boardChanged(position.board());
        }
    }

    /** @return whether the line, played on the position (and taken back), ends the game */
    private static boolean endsWithFive(GomokuPosition position, int[] line) {
        for (int move : line) {
            position.makeMove(move);
        }
        boolean ended = position.isTerminal();
        for (int i = 0; i < line.length; i++) {
            position.undoMove();
        }
        return ended;
    }
}
