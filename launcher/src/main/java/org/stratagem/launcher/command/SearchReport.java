package org.stratagem.launcher.command;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Outcome;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.launcher.session.GameSession;

/**
 * The report of a search's result, shared by every command that searches ({@code analyze},
 * {@code session go}).
 */
public final class SearchReport {
    private SearchReport() {
    }

    /**
     * The fields of a search's report. A proven result of a game reports its outcome ({@code result}:
     * win, draw or loss for the side to move), its margin in the game's units ({@code score}) where the
     * strategy established it, else null (the solvers of outcomes: dfpn, mcts), and its distance
     * ({@code plies}: the length of the principal variation when it plays out to the end of the game,
     * else null). A puzzle's proven score is the number of moves (the solution's cost); a puzzle
     * solved is a {@code win}, one proven unsolvable a {@code loss}, with no score. An unproven score
     * is on its strategy's scale ({@link Score}).
     *
     * @param session  the session searched, at the position searched
     * @param strategy the strategy id
     * @param result   the result
     * @return the fields of the report, in order
     */
    public static Map<String, Object> fields(GameSession<?> session, String strategy, SearchResult result) {
        Game<?> game = session.game();
        boolean puzzle = game.traits().singleAgent();
        boolean unsolvable = puzzle && result.proven() && result.bestMove() == MoveList.NONE;
        Outcome outcome = !puzzle ? result.outcome() : !result.proven() ? null : unsolvable ? Outcome.LOSS : Outcome.WIN;
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("game", game.id());
        fields.put("strategy", strategy);
        fields.put("bestMove", session.format(result.bestMove()));
        fields.put("score", score(puzzle, unsolvable, result));
        fields.put("proven", result.proven());
        fields.put("result", outcome == null ? null : outcome.name().toLowerCase());
        fields.put("plies", result.proven() && !puzzle && session.endsTheGame(result.pv()) ? result.pv().length : null);
        fields.put("pv", session.formatLine(result.pv()));
        fields.put("depth", result.depth());
        fields.put("nodes", result.nodes());
        fields.put("timeMs", result.millis());
        fields.put("nps", result.nodesPerSecond());
        fields.put("tableHitRate", result.tableProbes() == 0 ? null : Math.round(result.tableHitRate() * 1000) / 1000.0);
        return fields;
    }

    private static Integer score(boolean puzzle, boolean unsolvable, SearchResult result) {
        if (unsolvable || result.proven() && !puzzle && !Score.hasMargin(result.score())) {
            return null;
        }
        return result.proven() && !puzzle ? Score.gameValue(result.score()) : result.score();
    }

    /**
     * @param context the command's context: where to print, and how to write JSON
     * @param fields  the report's fields
     * @param json    one JSON object rather than lines for people
     */
    public static void print(CommandContext context, Map<String, Object> fields, boolean json) {
        PrintStream out = context.output();
        if (json) {
            out.println(context.toJson(fields));
            return;
        }
        out.printf("bestmove %s  score %s%s%n", fields.get("bestMove"),
                fields.get("score") == null && fields.get("result") != null ? "unknown" : fields.get("score"),
                fields.get("result") == null ? "" : " (proven " + fields.get("result")
                        + (fields.get("plies") == null ? "" : " in " + fields.get("plies") + " plies") + ")");
        out.printf("pv %s%n", String.join(" ", castList(fields.get("pv"))));
        out.printf("depth %s  nodes %s  time %s ms  nps %s%s  strategy %s%n", fields.get("depth"), fields.get("nodes"),
                fields.get("timeMs"), fields.get("nps"), fields.get("tableHitRate") instanceof Double rate
                        ? String.format("  table hits %.1f%%", rate * 100) : "", fields.get("strategy"));
    }

    @SuppressWarnings("unchecked")
    private static List<String> castList(Object list) {
        return (List<String>) list;
    }
}
