package org.stratagem.game.gomoku;

import org.stratagem.engine.api.MoveList;

/**
 * The attacker's tries of the search for a victory by continuous threats ({@link ProofNumberVct}), strongest first
 * ({@link ThreatOrder}): the blocks when the defender can make five; otherwise his fours and, where
 * asked and where threes force (not under {@link Rule#CARO}), the moves that make an open three,
 * those that do not stop an open three of the defender left out. Not thread-safe: one instance a search.
 */
final class ThreatTries {
    /** The replies to the defender's threat, before the attacker's threats among them are kept. */
    private final MoveList forced = new MoveList();
    private final ThreatOrder order = new ThreatOrder();

    /**
     * @param position the position, the attacker to move; left as it was
     * @param tries    cleared, then filled with the tries, each once
     * @param threes   whether the moves that make an open three are tries too
     */
    void fill(GomokuPosition position, MoveList tries, boolean threes) {
        int attacker = position.colourToMove();
        boolean withThrees = threes && position.rule() != Rule.CARO;
        ForcedReplies.Threat threat = ForcedReplies.of(position, forced);
        tries.clear();
        if (threat == ForcedReplies.Threat.NONE) {
            addThreats(position, attacker, tries, withThrees);
        }
        for (int i = 0; i < forced.size(); i++) {
            int reply = forced.get(i);
            if (threat == ForcedReplies.Threat.FIVE || ForcedReplies.makesFour(position, attacker, reply)
                    || withThrees && makesOpenThree(position, attacker, reply)) {
                tries.add(reply);
            }
        }
        order.sort(position, tries);
    }

    /**
     * Adds the attacker's fours and, if asked, the points where he makes an open three: each once. They
     * are the points of his listed (point, direction) pairs of those patterns ({@link GomokuPosition#threatPoint}),
     * so no scan of the board is needed.
     */
    private static void addThreats(GomokuPosition position, int attacker, MoveList tries, boolean threes) {
        ForcedReplies.addFours(position, attacker, tries);
        for (int i = 0; threes && i < position.patternCount(attacker, Pattern.OPEN_THREE); i++) {
            int point = position.threatPoint(attacker, Pattern.OPEN_THREE, i);
            if (!tries.contains(point) && position.isNearAStone(point) && position.mayPlay(attacker, point)) {
                tries.add(point);
            }
        }
    }

    private static boolean makesOpenThree(GomokuPosition position, int attacker, int point) {
        for (int direction = 0; direction < LineGeometry.DIRECTIONS; direction++) {
            if (position.patternAt(attacker, point, direction) == Pattern.OPEN_THREE.ordinal()) {
                return true;
            }
        }
        return false;
    }
}
