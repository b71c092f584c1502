package org.stratagem.game.puzzles.trianglewar;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;

/**
 * The reference solver for tests: plain exhaustive negamax over every legal move, remembering
 * final margins by the position's exact {@link TriangleWarPosition#key()} (drawn segments, seat on
 * turn and both seats' triangles), which only saves repeated work. The sign changes only where the
 * turn passes. As a {@link SearchSession} it stands in for a platform strategy, proving every
 * position it is given and recording the requests it served.
 */
final class ReferenceNegamax implements SearchSession {
    private final Map<Long, Integer> memo = new HashMap<>();
    private final List<SearchRequest<?>> requests = new ArrayList<>();

    /**
     * @param position a position, unchanged on return
     * @return the final margin under best play by both, counting the triangles won so far: the
     *         triangles of the seat on turn (the seat that would move, at the end) minus the other's
     */
    int value(TriangleWarPosition position) {
        int seat = position.seatOnTurn();
        if (position.isTerminal()) {
            return position.terminalValue(seat);
        }
        Integer known = memo.get(position.key());
        if (known != null) {
            return known;
        }
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        int best = Integer.MIN_VALUE;
        for (int index = 0; index < moves.size(); index++) {
            position.makeMove(moves.get(index));
            int value = value(position);
            best = Math.max(best, position.seatOnTurn() == seat ? value : -value);
            position.undoMove();
        }
        memo.put(position.key(), best);
        return best;
    }

    /** @return the requests served so far, in order */
    List<SearchRequest<?>> requests() {
        return requests;
    }

    @Override
    public <P extends Position> SearchResult search(SearchRequest<P> request) {
        requests.add(request);
        int value = value((TriangleWarPosition) request.position());
        return new SearchResult(MoveList.NONE, Score.proven(value, 0), true, new int[0], 0, memo.size(), 0, 0);
    }
}
