package org.stratagem.game.gomoku;

import org.stratagem.engine.api.MoveList;

/**
 * Victory by continuous fours: can the side to move, the attacker, force a five by playing only
 * fours, each of which the defender must block on the one point that completes it? Allis's
 * threat-space search for Go-Moku (L. V. Allis, <i>Searching for Solutions in Games and Artificial
 * Intelligence</i>, 1994) in its narrowest form, the seed's "Threat-Space" idea: since every reply
 * is forced, the tree is as wide as the attacker's fours only, and deep lines are searched in few
 * nodes.
 *
 * <p>A four is a move after which the attacker could make five ({@link Pattern#FOUR} or
 * {@link Pattern#OPEN_FOUR} along some line): the {@link Rule} decides what a five is, so under
 * {@link Rule#STANDARD} a line whose only completion is an overline is no four. The defender's
 * threats come first: if he can make five, the attacker must block that point, and only a block
 * that is itself a four continues the sequence; if he can make five on two points, there is no VCF.
 * An open four or a double four is found as it should be: the defender blocks one five, the
 * attacker makes the other. Under {@link Rule#RENJU} black plays no forbidden point, neither as a
 * four nor as a block: a four of white whose five black may not block wins at once, and the line
 * then ends with that four.
 *
 * <p>Iterative deepening on the attacker's moves finds a shortest line ({@link ThreatSpaceSearch}). A
 * subtree is proven {@link Proof#REFUTED} when its sequences all run out before the move limit, and
 * such refutations, with those within a number of moves, go to a bounded table of {@link Refutations}
 * that outlives a search: the deeper iterations and later searches on the same board and rule skip
 * them. The node budget bounds the work; a search that exhausts it says so and stores nothing it did
 * not prove.
 *
 * <p>The search plays on the given position with make and undo and leaves it as it found it. The
 * fours and fives are read from the lists that make and undo keep ({@link
 * GomokuPosition#threatPoint}), and the tries wait on one stack, so a node allocates nothing. Not
 * thread-safe: one instance a thread.
 */
final class Vcf extends ThreatSpaceSearch {
    private static final int NO_POINT = -1;
    private static final int SEVERAL = -2;

    private final int maxMoves;
    /** The tries of every attacker node on the current line, each node's above its parent's. */
    private int[] tries = new int[0];
    private int triesTop;
    /** The defender's blocks of one five under caro, before they join the tries. */
    private final MoveList caroBlocks = new MoveList();

    /**
     * @param maxMoves      the most attacker moves a line may have, the final five included, at least 1
     * @param nodeBudget    the most attacker positions one search may visit, unless it names its own budget
     * @param refutedBits   the refutation table holds {@code 2^refutedBits} positions, 0 to 30
     * @throws IllegalArgumentException if a limit is out of range
     */
    Vcf(int maxMoves, long nodeBudget, int refutedBits) {
        super("VCF", maxMoves, nodeBudget, refutedBits, 2 * maxMoves - 1);
        this.maxMoves = maxMoves;
    }

    /** Sizes the stack of tries for the board. */
    @Override
    void boardChanged(Board board) {
        tries = new int[2 * maxMoves * board.points()];
    }

    /**
     * The attacker to move, at {@code ply} from the root.
     *
     * @param moves the attacker's moves left, at least 1
     */
    @Override
    Proof attack(int ply, int moves) {
        // Step 1. A five wins now, whatever the defender threatens: the attacker moves first.
        if (fiveNow(ply)) {
            return Proof.WIN;
        }
        // Steps 2 and 3. Past the budget nothing more is proven; a position refuted before, within as
        // many moves or more, is refuted again.
        long key = position.key();
        Proof known = recall(key, moves);
        if (known != null) {
            return known;
        }
        // Step 4. The tries: every four; if the defender threatens five, the block if it is a four;
        // if he threatens five on two points, none.
        int first = triesTop;
        int defenderFive = fivePoint(1 - attacker);
        pushFours(Pattern.OPEN_FOUR, defenderFive, first);
        pushFours(Pattern.FOUR, defenderFive, first);
        // Step 5. Without a four the line ends; with one move left a four has no five after it.
        Proof proof = triesTop == first ? Proof.REFUTED : Proof.CUT;
        if (proof == Proof.CUT && moves >= 2) {
            // Step 6. Each four, the defender's block forced, the best reply kept: a win ends the search.
            proof = Proof.REFUTED;
            for (int i = first; i < triesTop && proof != Proof.WIN && !outOfNodes(); i++) {
                Proof reply = playFour(ply, moves, tries[i]);
                proof = reply.compareTo(proof) > 0 ? reply : proof;
            }
        }
        triesTop = first;
        if (proof == Proof.WIN) {
            return proof;
        }
        // Step 7. Remember the refutation, unless the budget cut the search short: then it proves nothing.
        return remember(key, proof, moves);
    }

    /**
     * The attacker plays a four; the defender blocks the five it threatens (one of two, if it
     * threatens two: the attacker then makes the other); then the attacker moves again. The
     * defender cannot make five himself: the attacker's move blocked his only five, if he had one.
     * A five the defender may not block wins. Under {@link Rule#CARO} the defender may also stop a
     * five by closing the far end of its line, which {@link #pushCaroBlocks} adds: the four wins
     * only if every block loses.
     */
    private Proof playFour(int ply, int moves, int four) {
        line[ply] = four;
        position.makeMove(four);
        int block = position.threatPoint(attacker, Pattern.FIVE, 0);
        Proof proof;
        if (!position.mayPlay(1 - attacker, block)) {
            lineLength = ply + 1;
            proof = Proof.WIN;
        } else if (position.rule() == Rule.CARO) {
            int first = triesTop;
            pushCaroBlocks(block);
            proof = first == triesTop ? answer(ply, moves, block) : Proof.WIN;
            for (int i = first; i < triesTop && proof == Proof.WIN; i++) {
                proof = answer(ply, moves, tries[i]);
            }
            triesTop = first;
        } else {
            proof = answer(ply, moves, block);
        }
        position.undoMove();
        return proof;
    }

    /** The defender answers the four on the point; then the attacker moves again. */
    private Proof answer(int ply, int moves, int block) {
        line[ply + 1] = block;
        position.makeMove(block);
        Proof proof = attack(ply + 2, moves - 1);
        position.undoMove();
        return proof;
    }

    /**
     * Pushes the defender's points that leave the attacker no five: the five's point, or under
     * caro a point that closes the far end of its line (within {@value LinePatterns#MAX_REACH} of it
     * along a line). None if the attacker threatens two fives that no one stone stops.
     */
    private void pushCaroBlocks(int five) {
        caroBlocks.clear();
        ForcedReplies.addCaroBlocks(position, five, caroBlocks);
        for (int i = 0; i < caroBlocks.size(); i++) {
            tries[triesTop++] = caroBlocks.get(i);
        }
    }

    /**
     * Pushes the attacker's points that make the pattern onto the tries, each once in the node, in
     * point order: the lists' order depends on the moves made and undone before, the search's
     * must not.
     *
     * @param only  {@link #NO_POINT} for every such point, the one point allowed, or {@link #SEVERAL} for none
     * @param first where the node's tries begin
     */
    private void pushFours(Pattern pattern, int only, int first) {
        int group = triesTop;
        int pairs = position.patternCount(attacker, pattern);
        for (int i = 0; i < pairs; i++) {
            int point = position.threatPoint(attacker, pattern, i);
            if ((only == NO_POINT || point == only) && !isTried(point, first) && position.mayPlay(attacker, point)) {
                int at = triesTop++;
                for (; at > group && tries[at - 1] > point; at--) {
                    tries[at] = tries[at - 1];
                }
                tries[at] = point;
            }
        }
    }

    /** @return whether the point is among the node's tries, from {@code first}, already: a four along two lines */
    private boolean isTried(int point, int first) {
        for (int i = first; i < triesTop; i++) {
            if (tries[i] == point) {
                return true;
            }
        }
        return false;
    }

    /** @return the only point where the colour makes five, {@link #NO_POINT} or {@link #SEVERAL} */
    private int fivePoint(int colour) {
        int pairs = position.patternCount(colour, Pattern.FIVE);
        int point = pairs == 0 ? NO_POINT : position.threatPoint(colour, Pattern.FIVE, 0);
        for (int i = 1; i < pairs; i++) {
            if (position.threatPoint(colour, Pattern.FIVE, i) != point) {
                return SEVERAL;
            }
        }
        return point;
    }
}
