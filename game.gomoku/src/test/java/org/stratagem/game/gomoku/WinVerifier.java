package org.stratagem.game.gomoku;

import org.stratagem.engine.api.MoveList;

/**
 * The judge of the strength measurements: whether a move wins, by a deep threat-space search after
 * it. A move wins when it makes five, or when every reply of the opponent leaves the mover a proven
 * victory by continuous fours or threats ({@link VctSearcher}'s search, VCF then VCT, with a large
 * budget). The replies are those that do not lose at once ({@link ForcedReplies}, exact) after a
 * threat, every legal move after a quiet move. Sound, not complete: a win that needs a quiet move
 * after this one is not recognised, and the move then counts as not winning.
 */
final class WinVerifier {
    private final VctSearcher solver = new VctSearcher();
    private final long budget;

    /** @param budget the nodes of each search after a reply */
    WinVerifier(long budget) {
        this.budget = budget;
    }

    /**
     * @param start a position whose game is not over
     * @param move  a legal move there
     * @return whether the move is proven to win for the side that plays it
     */
    boolean wins(GomokuPosition start, int move) {
        GomokuPosition position = start.copy();
        int mover = position.colourToMove();
        position.makeMove(move);
        if (position.isTerminal()) {
            return position.terminalValue(mover) == 1;
        }
        MoveList replies = new MoveList();
        ForcedReplies.Threat threat = ForcedReplies.of(position, replies);
        if (threat == ForcedReplies.Threat.OWN_FIVE) {
            return false;
        }
        if (threat == ForcedReplies.Threat.NONE) {
            position.legalMoves(replies);
        }
        return EveryMove.holds(position, replies, reply -> !reply.isTerminal() && solves(reply));
    }

    /**
     * @param position a position whose game is not over
     * @return whether the side to move has a proven VCF or VCT
     */
    boolean solves(GomokuPosition position) {
        return solver.search(position, budget).verdict() == ThreatSpaceSearch.Verdict.WIN;
    }
}
