package org.stratagem.game.puzzles.twofour;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;

/**
 * A memoised exact solver for tests: negamax over the moves of a generator, with a memo of final
 * margins keyed by {@link TwoFourPosition#canonicalKey()} and kept from one position to the next.
 * As a {@link SearchSession} it stands in for the platform's {@code solver} strategy, using each
 * request's generator and recording the requests it served.
 */
final class CanonicalSolver implements SearchSession {
    private final Map<Long, Integer> memo = new HashMap<>();
    private final List<SearchRequest<?>> requests = new ArrayList<>();

    /**
     * @param position  a position, unchanged on return
     * @param generator the moves to consider
     * @return the final margin under best play for the side on turn, as {@link BruteForceSolver#value}
     */
    int value(TwoFourPosition position, MoveGenerator<TwoFourPosition> generator) {
        if (position.isTerminal()) {
            return position.terminalValue(position.seatOnTurn());
        }
        Integer known = memo.get(position.canonicalKey());
        if (known != null) {
            return known;
        }
        MoveList moves = new MoveList();
        generator.generate(position, moves);
        int best = Integer.MIN_VALUE;
        for (int index = 0; index < moves.size(); index++) {
            position.makeMove(moves.get(index));
            best = Math.max(best, -value(position, generator));
            position.undoMove();
        }
        memo.put(position.canonicalKey(), best);
        return best;
    }

    /** @return the number of solved states in the memo */
    int memoSize() {
        return memo.size();
    }

    /** @return the requests served so far, in order */
    List<SearchRequest<?>> requests() {
        return requests;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <P extends Position> SearchResult search(SearchRequest<P> request) {
        requests.add(request);
        int value = value((TwoFourPosition) request.position(), (MoveGenerator<TwoFourPosition>) request.moves());
        return new SearchResult(MoveList.NONE, Score.proven(value, 0), true, new int[0], 0, memo.size(), 0, 0);
    }
}
