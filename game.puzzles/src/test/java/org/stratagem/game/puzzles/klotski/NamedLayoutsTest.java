package org.stratagem.game.puzzles.klotski;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.engine.api.table.IndexedStateSpace;
import org.stratagem.engine.api.table.Tablebase;
import org.stratagem.engine.search.bfs.BfsSearcher;
import org.stratagem.engine.search.retrograde.RetrogradeSearcher;

/**
 * The named layouts against published figures: the optimal piece-move count of each, as the
 * collections that list the layouts publish it (fayaa.com's table, carried by several open-source
 * programs; Gardner's 81 for the classic), and the optimal step count found by an independent
 * breadth-first solver written outside this project while the library was researched. Both are
 * checked twice here: by one retrograde analysis of the whole space per metric, and by the
 * {@code bfs} strategy from each layout, whose solution is replayed to the goal.
 */
class NamedLayoutsTest {
    /** Name, optimal piece moves, optimal steps. */
    private static final List<String> PUBLISHED = List.of(
            "横刀立马|81|116",
            "指挥若定|70|100",
            "将拥曹营|72|101",
            "齐头并进|60|85",
            "兵分三路|72|92",
            "雨声淅沥|47|60",
            "左右布兵|54|78",
            "桃花园中|70|100",
            "一路进军|58|81",
            "一路顺风|39|49",
            "围而不歼|62|80",
            "捷足先登|32|47",
            "插翅难飞|62|77",
            "守口如瓶1|81|103",
            "守口如瓶2|99|131",
            "双将挡路|73|92",
            "横马当关|83|110",
            "层层设防1|102|138",
            "层层设防2|120|158",
            "兵挡将阻|87|118",
            "峰回路转|138|179",
            "勇闯五关|34|46",
            "巧过五关|34|46",
            "堵塞要道|40|53",
            "瓮中之鳖|103|134",
            "层峦叠嶂|98|135",
            "水泄不通|79|114",
            "四路进兵|77|109",
            "入地无门|87|124",
            "四面楚歌|56|73",
            "前呼后拥|22|31",
            "兵临曹营|34|49",
            "五将逼宫|36|49",
            "三军联防|65|89",
            "前挡后阻|42|53",
            "近在咫尺|98|124",
            "比翼横空|28|39",
            "夹道藏兵|75|107",
            "屯兵东路|71|102",
            "四将连关|39|55",
            "云遮雾障|81|104",
            "井底之蛙|68|88");

    private static final KlotskiGame GAME = new KlotskiGame();
    private static final IndexedStateSpace<KlotskiPosition> SPACE = KlotskiSpace.ALL;
    private static Tablebase stepDistances;
    private static Tablebase pieceDistances;

    @BeforeAll
    static void solveEveryLayout() {
        RetrogradeSearcher retrograde = new RetrogradeSearcher();
        stepDistances = retrograde.solve(SPACE.graph(new StepMoves()).orElseThrow(), new StopSignal());
        pieceDistances = retrograde.solve(SPACE.graph(new PieceMoves()).orElseThrow(), new StopSignal());
    }

    @Test
    void everyLayoutNeedsItsPublishedNumberOfMovesInBothMetrics() {
        for (String line : PUBLISHED) {
            String[] fields = line.split("\\|");
            KlotskiPosition start = GAME.parsePosition(fields[0]);
            int index = (int) SPACE.indexOf(start);
            assertEquals(Integer.parseInt(fields[1]), pieceDistances.value(index), fields[0] + " in piece moves");
            assertEquals(Integer.parseInt(fields[2]), stepDistances.value(index), fields[0] + " in steps");
        }
    }

    @Test
    void breadthFirstSearchFindsSolutionsOfThatLengthThatReachTheGoal() {
        for (String line : PUBLISHED) {
            String[] fields = line.split("\\|");
            assertEquals(Integer.parseInt(fields[1]), solve(fields[0], new PieceMoves()), fields[0] + " in piece moves");
            assertEquals(Integer.parseInt(fields[2]), solve(fields[0], new StepMoves()), fields[0] + " in steps");
        }
    }

    private static int solve(String name, MetricMoves moves) {
        KlotskiPosition start = GAME.parsePosition(name);
        SearchResult result = new BfsSearcher().search(SearchRequest.of(GAME, start, SearchLimits.NONE).withMoves(moves));
        assertTrue(result.proven(), name);
        for (int move : result.pv()) {
            MoveList legal = new MoveList();
            moves.generate(start, legal);
            assertTrue(legal.contains(move), name + ": a move of the metric");
            start.makeMove(move);
        }
        assertTrue(start.isSolved(), name + ": the solution reaches the goal");
        return result.pv().length;
    }

    @Test
    void theDeadEndLayoutCannotBeSolved() {
        KlotskiPosition start = GAME.parsePosition("走投无路");
        assertEquals(Tablebase.UNSOLVED, stepDistances.value((int) SPACE.indexOf(start)));
        for (MetricMoves moves : new MetricMoves[] {new StepMoves(), new PieceMoves()}) {
            SearchResult byIndex = new BfsSearcher().search(SearchRequest.of(GAME, start, SearchLimits.NONE).withMoves(moves));
            assertTrue(byIndex.proven());
            assertEquals(MoveList.NONE, byIndex.bestMove());
        }
        SearchResult byPositions = new BfsSearcher().search(SearchRequest.of(GAME, start, SearchLimits.NONE));
        assertTrue(byPositions.proven());
        assertEquals(MoveList.NONE, byPositions.bestMove());
    }

    @Test
    void everyNameAndItsPinyinGiveTheSameLayout() {
        Map<String, String> byLayout = NamedLayouts.all().stream()
                .collect(Collectors.toMap(NamedLayouts.Named::chinese, NamedLayouts.Named::layout));
        for (NamedLayouts.Named named : NamedLayouts.all()) {
            assertEquals(named.layout(), GAME.formatPosition(GAME.parsePosition(named.chinese())));
            assertEquals(named.layout(), GAME.formatPosition(GAME.parsePosition(named.pinyin().toUpperCase())));
            assertEquals(byLayout.get(named.chinese()), named.layout());
        }
        assertEquals(PUBLISHED.size() + 1, NamedLayouts.all().size(), "every solvable named layout is checked");
    }
}
