package org.stratagem.game.gomoku;

import java.util.Arrays;
import org.stratagem.engine.api.MoveList;

/**
 * Victory by continuous threats: can the side to move, the attacker, force a five by moves each of
 * which threatens to win, a four (a five next) or an open three (an open four next)? Allis's
 * threat-space search for Go-Moku with threes as well as fours: wider than {@link Vcf}, whose fours
 * leave one reply, but it finds the wins that need a three on the way, which most do.
 *
 * <p>An AND-OR search. The attacker tries his fours and the moves that make an open three, strongest
 * first ({@link ThreatOrder}); if the defender can make five, only the blocks. After each, the attacker
 * must threaten a five or an open four he may play, or the line fails: the defender would be free.
 * The defender tries every reply that does not lose at once, which {@link ForcedReplies} lists exactly:
 * the block of a four (under caro also the closing of its far end), against an open three the
 * defences and <em>his own fours</em>, each of which the attacker must answer (his counter-attack,
 * which refutes many threes); a win needs every reply to lose. Under {@link Rule#CARO}, where one stone
 * stops a straight four, and against black's open threes under renju whose points a white stone might
 * make forbidden, threes force nothing ({@link ForcedReplies.Threat#NONE}): there the search is a VCF
 * with the defender's counter-fours. When no reply holds, the defender plays one losing move all the
 * same, so that the line is a whole game to the five.
 *
 * <p>Iterative deepening on the attacker's moves (blocks included) finds short wins first, and a
 * position of the attacker refuted within a number of moves, or forever, is remembered
 * ({@link ThreatSpaceSearch}). The node budget counts the attacker's positions. The line of a win is
 * one line of the proof, the defender's replies in it those searched last.
 *
 * <p>Plays on the given position with make and undo and leaves it as it found it; allocates nothing
 * once its move lists have grown. Not thread-safe: one instance a thread.
 */
final class Vct extends ThreatSpaceSearch {
    /** Each ply's moves. */
    private final MoveList[] moves;
    /** The replies to the defender's open three, before the attacker's threats among them are kept. */
    private final MoveList forced = new MoveList();
    private final ThreatOrder order = new ThreatOrder();

    /**
     * @param maxMoves    the most attacker moves a line may have, the final five included, at least 1
     * @param nodeBudget  the most attacker positions one search may visit, unless it names its own budget
     * @param refutedBits the refutation table holds {@code 2^refutedBits} positions, 0 to 30
     * @throws IllegalArgumentException if a limit is out of range
     */
    Vct(int maxMoves, long nodeBudget, int refutedBits) {
        super("VCT", maxMoves, nodeBudget, refutedBits, 2 * maxMoves);
        moves = new MoveList[2 * maxMoves];
        Arrays.setAll(moves, ply -> new MoveList());
    }

    /**
     * The attacker to move, at {@code ply} from the root.
     *
     * @param left the attacker's moves left, at least 1
     */
    @Override
    Proof attack(int ply, int left) {
        // Step 1. A five wins now.
        if (fiveNow(ply)) {
            return Proof.WIN;
        }
        // Step 2. With one move left only a five would win.
        if (left < 2) {
            return Proof.CUT;
        }
        // Step 3. Past the budget nothing more is proven; a position refuted before, within as many
        // moves or more, is refuted again.
        long key = position.key();
        Proof known = recall(key, left);
        if (known != null) {
            return known;
        }
        // Step 4. The tries: the blocks of the defender's five, or the threats that survive his open three.
        MoveList tries = moves[ply];
        boolean complete = threats(tries, left);
        // Step 5. Each try, the defender's replies searched in turn; a win ends the search.
        Proof proof = complete ? Proof.REFUTED : Proof.CUT;
        for (int i = 0; i < tries.size() && proof != Proof.WIN && !outOfNodes(); i++) {
            position.makeMove(tries.get(i));
            Proof reply = defend(ply + 1, left - 1);
            position.undoMove();
            line[ply] = tries.get(i);
            proof = reply.compareTo(proof) > 0 ? reply : proof;
        }
        if (proof == Proof.WIN) {
            return proof;
        }
        // Step 6. Remember the refutation, unless the budget cut the search short: then it proves nothing.
        return remember(key, proof, left);
    }

    /**
     * Fills the list with the attacker's tries, strongest first: the blocks when the defender can make
     * five; otherwise his fours and, with three moves left or more and where threes force, the moves
     * that make an open three, those that do not stop an open three of the defender left out.
     *
     * @return whether the list is every try whatever the moves left: false when threes were left out for want of moves
     */
    private boolean threats(MoveList tries, int left) {
        boolean threes = left >= 3 && position.rule() != Rule.CARO;
        ForcedReplies.Threat threat = ForcedReplies.of(position, forced);
        tries.clear();
        if (threat == ForcedReplies.Threat.NONE) {
            addThreats(tries, threes);
        }
        for (int i = 0; i < forced.size(); i++) {
            int reply = forced.get(i);
            if (threat == ForcedReplies.Threat.FIVE || makesFour(reply) || threes && makesOpenThree(reply)) {
                tries.add(reply);
            }
        }
        order.sort(position, tries);
        return threes || threat == ForcedReplies.Threat.FIVE || position.rule() == Rule.CARO;
    }

    /** Adds the attacker's fours and, if asked, the points where he makes an open three: each once. */
    private void addThreats(MoveList tries, boolean threes) {
        Board board = position.board();
        for (int point = 0; point < board.points(); point++) {
            if (position.isNearAStone(point) && (makesFour(point) || threes && makesOpenThree(point))
                    && position.mayPlay(attacker, point)) {
                tries.add(point);
            }
        }
    }

    private boolean makesFour(int point) {
        return ForcedReplies.makesFour(position, attacker, point);
    }

    private boolean makesOpenThree(int point) {
        for (int direction = 0; direction < LineGeometry.DIRECTIONS; direction++) {
            if (position.patternAt(attacker, point, direction) == Pattern.OPEN_THREE.ordinal()) {
                return true;
            }
        }
        return false;
    }

    /**
     * The defender to move, at {@code ply} from the root, after the attacker's move: the attacker wins
     * if every reply that does not lose at once still loses.
     *
     * @param left the attacker's moves left, at least 1
     */
    private Proof defend(int ply, int left) {
        MoveList replies = moves[ply];
        ForcedReplies.Threat threat = ForcedReplies.of(position, replies);
        if (threat == ForcedReplies.Threat.OWN_FIVE || threat == ForcedReplies.Threat.NONE) {
            return Proof.REFUTED;
        }
        if (replies.isEmpty()) {
            return loseAnyway(ply, left);
        }
        order.sort(position, replies);
        Proof proof = Proof.WIN;
        for (int i = 0; i < replies.size() && proof == Proof.WIN; i++) {
            line[ply] = replies.get(i);
            position.makeMove(line[ply]);
            proof = attack(ply + 1, left);
            position.undoMove();
        }
        return proof;
    }

    /**
     * No reply holds: the defender plays a legal move all the same, his first, and the attacker, who
     * then has a five or an open four, completes the line. Not a win if the defender has no move
     * (under renju, black without a lawful point: a draw) or the budget runs out first.
     */
    private Proof loseAnyway(int ply, int left) {
        MoveList any = moves[ply];
        position.legalMoves(any);
        if (any.isEmpty()) {
            return Proof.CUT;
        }
        line[ply] = any.get(0);
        position.makeMove(line[ply]);
        Proof proof = attack(ply + 1, left);
        position.undoMove();
        return proof == Proof.WIN ? proof : Proof.CUT;
    }
}
