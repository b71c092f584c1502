package org.stratagem.game.gomoku;

import java.util.Arrays;
import java.util.function.BooleanSupplier;
import org.stratagem.engine.api.MoveList;

/**
 * Victory by continuous threats: can the side to move, the attacker, force a five by moves each of
 * which threatens to win, a four (a five next) or an open three (an open four next)? Allis's
 * threat-space search for Go-Moku with threes as well as fours, searched by depth-first proof-number
 * search (Nagai's df-pn). An AND-OR tree: the attacker tries his fours and the moves that make an open
 * three ({@link ThreatTries}); the defender every reply that does not lose at once
 * ({@link ForcedReplies}: the blocks, against an open three the defences and his own counter-fours,
 * which refute many threes); a win needs every reply to lose. Under {@link Rule#CARO}, and against
 * black's open threes under renju that a white stone might make forbidden, threes force nothing.
 * Where iterative deepening searches every line to the same length (as {@link Vcf} does, whose lines
 * are narrow), this search follows the lines that need the fewest positions proven (the attacker's
 * forcing threats, the defender's few replies) and reaches long wins in far fewer positions (measured:
 * 5.7 s against 16.5 s for 36 wins of 7 to 25 plies, 9.0 s against 30.4 s for 90); the win it finds
 * is not always the shortest.
 *
 * <p>Each position's proof and disproof numbers are kept in a table (always replaced), which stays
 * from one search to the next of the same root, so that a larger budget goes on where the last one
 * stopped; a search of another root clears it. A position has a fixed distance from the root (its
 * stones tell it), so the move limit, which ends a line as a failure, means the same wherever a
 * position is met; a three is tried only with three moves left or more, a four with two. When no reply holds, the defender plays a legal move all the same, so that the line
 * is a whole game to the five.
 *
 * <p>The budget counts the positions expanded; a stop condition is polled every
 * {@value ThreatSpaceSearch#POLL_NODES} of them. Plays on the given position with make and undo and
 * leaves it as it found it. Not thread-safe: one instance a thread.
 */
final class ProofNumberVct {
    /** A proof or disproof number that no sum reaches: the node is settled the other way. */
    static final int INFINITE = Integer.MAX_VALUE / 4;

    private final int maxPlies;
    private final long[] keys;
    private final int[] proofs;
    private final int[] disproofs;
    private final int mask;
    private final MoveList[] moves;
    /**
     * Each ply's children's numbers while its node is expanded: read from the table once, then updated
     * from each child's expansion, so that two children that share a slot of the table do not make the
     * node expand them in turn for ever.
     */
    private final int[][] childProofsByPly;
    private final int[][] childDisproofsByPly;
    private final ThreatTries tries = new ThreatTries();
    private long rootKey;
    private GomokuPosition position;
    private long nodes;
    private long budget;
    private BooleanSupplier stop;
    private boolean halted;
    /** The numbers of the node last expanded. */
    private int proof;
    private int disproof;

    /**
     * @param maxMoves  the most attacker moves a line may have, the final five included, at least 1
     * @param tableBits the table holds {@code 2^tableBits} positions, 1 to 30
     * @throws IllegalArgumentException if a limit is out of range
     */
    ProofNumberVct(int maxMoves, int tableBits) {
        if (maxMoves < 1 || tableBits < 1 || tableBits > 30) {
            throw new IllegalArgumentException("a VCT of at most " + maxMoves + " moves in a table of 2^" + tableBits
                    + " positions: moves from 1, bits 1 to 30");
        }
        maxPlies = 2 * maxMoves;
        keys = new long[1 << tableBits];
        proofs = new int[1 << tableBits];
        disproofs = new int[1 << tableBits];
        mask = (1 << tableBits) - 1;
        moves = new MoveList[maxPlies + 1];
        Arrays.setAll(moves, ply -> new MoveList());
        childProofsByPly = new int[maxPlies + 1][16];
        childDisproofsByPly = new int[maxPlies + 1][16];
    }

    /**
     * Searches for a win of the side to move.
     *
     * @param root   the position, left as it was; a finished game has none
     * @param budget the most positions this search may expand, at least 1
     * @param stop   polled as it runs: true ends it as the budget's end does
     * @return the verdict, with the winning line if there is one; {@link ThreatSpaceSearch.Verdict#NONE}
     *         when no line of threats within the move limit wins
     */
    ThreatSpaceSearch.Result search(GomokuPosition root, long budget, BooleanSupplier stop) {
        if (root.isTerminal()) {
            return new ThreatSpaceSearch.Result(ThreatSpaceSearch.Verdict.NONE, new int[0], 0, 0);
        }
        if (root.key() != rootKey) {
            Arrays.fill(keys, 0);
            rootKey = root.key();
        }
        this.position = root;
        this.budget = Math.max(1, budget);
        this.stop = stop;
        nodes = 0;
        halted = false;
        expand(0, INFINITE, INFINITE);
        boolean refuted = disproof == 0;
        int[] line = proof == 0 ? provenLine() : new int[0];
        this.position = null;
        this.stop = ThreatSpaceSearch.NEVER;
        ThreatSpaceSearch.Verdict verdict = line.length > 0 ? ThreatSpaceSearch.Verdict.WIN
                : refuted ? ThreatSpaceSearch.Verdict.NONE : ThreatSpaceSearch.Verdict.OUT_OF_NODES;
        return new ThreatSpaceSearch.Result(verdict, line, Math.min(nodes, this.budget), (line.length + 1) / 2);
    }

    /**
     * Expands the position at {@code ply} from the root (the attacker to move at even plies) until its
     * numbers reach a threshold, it is settled, or the search halts; leaves them in {@link #proof} and
     * {@link #disproof} and in the table.
     */
    private void expand(int ply, int proofThreshold, int disproofThreshold) {
        boolean attacking = ply % 2 == 0;
        long key = position.key();
        MoveList children = moves[ply];
        if (countHalts() || !listChildren(ply, attacking, children)) {
            settle(key);
            return;
        }
        int[] childProofs = numbers(childProofsByPly, ply, children.size());
        int[] childDisproofs = numbers(childDisproofsByPly, ply, children.size());
        for (int i = 0; i < children.size(); i++) {
            long childKey = key ^ position.board().key(position.colourToMove(), children.get(i));
            int index = (int) childKey & mask;
            boolean known = keys[index] == childKey;
            childProofs[i] = known ? proofs[index] : 1;
            childDisproofs[i] = known ? disproofs[index] : 1;
        }
        while (true) {
            // Step 1. The node's numbers from its children's: the attacker needs one child proven, the
            // defender every one.
            int best = -1;
            int bestNumber = INFINITE;
            int secondNumber = INFINITE;
            long sum = 0;
            int bestOther = 0;
            for (int i = 0; i < children.size(); i++) {
                int childProof = childProofs[i];
                int childDisproof = childDisproofs[i];
                int chosenBy = attacking ? childProof : childDisproof;
                sum += attacking ? childDisproof : childProof;
                if (chosenBy < bestNumber) {
                    secondNumber = bestNumber;
                    bestNumber = chosenBy;
                    best = i;
                    bestOther = attacking ? childDisproof : childProof;
                } else if (chosenBy < secondNumber) {
                    secondNumber = chosenBy;
                }
            }
            int summed = (int) Math.min(sum, INFINITE);
            proof = attacking ? bestNumber : summed;
            disproof = attacking ? summed : bestNumber;
            // Step 2. Settled, past a threshold or out of budget: the parent decides what follows.
            if (proof == 0 || disproof == 0 || proof >= proofThreshold || disproof >= disproofThreshold || halted) {
                store(key, proof, disproof);
                return;
            }
            // Step 3. The most promising child, with thresholds that return to this node as soon as
            // another child would be more promising.
            int move = children.get(best);
            position.makeMove(move);
            if (attacking) {
                expand(ply + 1, Math.min(proofThreshold, beyond(secondNumber)), grow(disproofThreshold, -disproof, bestOther));
            } else {
                expand(ply + 1, grow(proofThreshold, -proof, bestOther), Math.min(disproofThreshold, beyond(secondNumber)));
            }
            position.undoMove();
            childProofs[best] = proof;
            childDisproofs[best] = disproof;
        }
    }

    /** @return the ply's array of children's numbers, grown to hold that many */
    private static int[] numbers(int[][] byPly, int ply, int count) {
        if (byPly[ply].length < count) {
            byPly[ply] = new int[Math.max(count, 2 * byPly[ply].length)];
        }
        return byPly[ply];
    }

    /**
     * Lists the node's children, or settles it: the attacker wins at a five, fails past the move limit or
     * without a threat; the defender has lost when nothing of his holds (then his one move is any legal
     * one), has refuted the threat when it forces nothing or he makes five.
     *
     * @return whether the node has children to search; otherwise {@link #proof} and {@link #disproof} settle it
     */
    private boolean listChildren(int ply, boolean attacking, MoveList children) {
        if (attacking) {
            if (position.patternCount(position.colourToMove(), Pattern.FIVE) > 0) {
                return settled(0, INFINITE);
            }
            int movesLeft = (maxPlies - ply) / 2;
            if (movesLeft < 2) {
                return settled(INFINITE, 0);
            }
            tries.fill(position, children, movesLeft >= 3);
            return !children.isEmpty() || settled(INFINITE, 0);
        }
        ForcedReplies.Threat threat = ForcedReplies.of(position, children);
        if (threat == ForcedReplies.Threat.OWN_FIVE || threat == ForcedReplies.Threat.NONE) {
            return settled(INFINITE, 0);
        }
        if (children.isEmpty()) {
            position.legalMoves(children);
            if (!children.isEmpty()) {
                int any = children.get(0);
                children.clear();
                children.add(any);
            }
        }
        return !children.isEmpty() || settled(INFINITE, 0);
    }

    private boolean settled(int proofNumber, int disproofNumber) {
        proof = proofNumber;
        disproof = disproofNumber;
        return false;
    }

    /** Stores the numbers {@link #listChildren} settled, or, if the search halts first, leaves the node unknown. */
    private void settle(long key) {
        if (!halted) {
            store(key, proof, disproof);
        }
    }

    /** Counts an expansion; past the budget, or when the stop condition says so, the search halts. */
    private boolean countHalts() {
        nodes++;
        if (nodes > budget || nodes % ThreatSpaceSearch.POLL_NODES == 0 && stop.getAsBoolean()) {
            halted = true;
            proof = 1;
            disproof = 1;
        }
        return halted;
    }

    private void store(long key, int proofNumber, int disproofNumber) {
        int index = (int) key & mask;
        keys[index] = key;
        proofs[index] = proofNumber;
        disproofs[index] = disproofNumber;
    }

    /**
     * @return the threshold at which a child's search returns because the second best child has become
     *         the better: a quarter beyond the second's number (Pawlewicz and Lew's 1 + epsilon, which
     *         saves the many returns and re-expansions of a threshold of one more)
     */
    private static int beyond(int secondNumber) {
        return secondNumber >= INFINITE ? INFINITE : secondNumber + 1 + secondNumber / 4;
    }

    /** @return a threshold less what the node has and plus what the child has, kept from overflowing */
    private static int grow(int threshold, int less, int plus) {
        return threshold >= INFINITE ? INFINITE : (int) Math.min(INFINITE, (long) threshold + less + plus);
    }

    /**
     * The line of the proven root: at the attacker's turns a try whose position is proven, at the
     * defender's his first reply (every one is proven). A position the table no longer holds is proven
     * again, within what is left of the budget.
     *
     * @return the line, ending in the attacker's five; empty if the budget did not allow it
     */
    private int[] provenLine() {
        int[] line = new int[maxPlies + 1];
        int length = 0;
        boolean complete = false;
        MoveList children = new MoveList();
        while (!complete && length <= maxPlies) {
            int mover = position.colourToMove();
            if (length % 2 == 1) {
                line[length] = defendersReply(children);
            } else if (position.patternCount(mover, Pattern.FIVE) > 0) {
                line[length] = position.threatPoint(mover, Pattern.FIVE, 0);
                complete = true;
            } else {
                line[length] = provenTry(children, length);
            }
            if (line[length] < 0) {
                break;
            }
            position.makeMove(line[length++]);
        }
        for (int i = 0; i < length; i++) {
            position.undoMove();
        }
        return complete ? Arrays.copyOf(line, length) : new int[0];
    }

    /** @return a try of the attacker whose position is proven, proving it again if none is known; -1 if none can be */
    private int provenTry(MoveList children, int ply) {
        for (int attempt = 0; attempt < 2; attempt++) {
            tries.fill(position, children, (maxPlies - ply) / 2 >= 3);
            long key = position.key();
            for (int i = 0; i < children.size(); i++) {
                long childKey = key ^ position.board().key(position.colourToMove(), children.get(i));
                int index = (int) childKey & mask;
                if (keys[index] == childKey && proofs[index] == 0) {
                    return children.get(i);
                }
            }
            expand(ply, INFINITE, INFINITE);
            if (proof != 0) {
                return -1;
            }
        }
        return -1;
    }

    /** @return the defender's first reply that does not lose at once, else, none holding, his first legal move; -1 if none */
    private int defendersReply(MoveList children) {
        ForcedReplies.of(position, children);
        if (children.isEmpty()) {
            position.legalMoves(children);
        }
        return children.isEmpty() ? -1 : children.get(0);
    }
}
