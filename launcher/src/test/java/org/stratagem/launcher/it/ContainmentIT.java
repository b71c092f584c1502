package org.stratagem.launcher.it;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.InputStream;
import org.apache.felix.service.command.CommandProcessor;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.table.TableSolver;
import org.stratagem.launcher.it.probe.ProbeStrategy;

/**
 * Containment: a strategy that throws, one that never returns (ignoring its stop signal) and one whose
 * tables fail to prepare fail their own search with a one-line report; the session, its history and
 * the framework live on. A table solver that throws fails the command's solve in one line.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class ContainmentIT extends PlatformTest {
    @Test
    public void throwingAndRunawayStrategiesAreContained() throws Exception {
        try (Services services = new Services(context)) {
            Bundle thrower = install("org.stratagem.it.thrower", "thrower", "throw");
            Bundle looper = install("org.stratagem.it.looper", "looper", "loop");
            Bundle unprepared = install("org.stratagem.it.unprepared", "unprepared", "unprepared");
            services.await(Searcher.class, "(strategy.id=unprepared)");
            services.await(Searcher.class, "(strategy.id=thrower)");
            services.await(Searcher.class, "(strategy.id=looper)");
            services.await(Game.class, "(game.id=twofour)");
            try (Shell shell = new Shell(services.await(CommandProcessor.class, null))) {
                assertEquals(0, shell.run("stratagem:session new twofour '0 3 4 1 2b/1'").exitStatus());
                assertEquals(0, shell.run("stratagem:session play '3>1'").exitStatus());

                Shell.Reply thrown = shell.run("stratagem:session go --strategy thrower");
                assertEquals(thrown.output(), 1, thrown.exitStatus());
                assertEquals("session: strategy 'thrower' (org.stratagem.it.thrower 1.0.0) failed: "
                        + "probe strategy failure (the trace is in the platform's log)", thrown.output().strip());

                Shell.Reply notPrepared = shell.run("stratagem:session go --strategy unprepared --memory 16");
                assertEquals(notPrepared.output(), 1, notPrepared.exitStatus());
                assertEquals("session: strategy 'unprepared' (org.stratagem.it.unprepared 1.0.0) failed: "
                        + "probe preparation failure (the trace is in the platform's log)", notPrepared.output().strip());

                long start = System.nanoTime();
                Shell.Reply runaway = shell.run("stratagem:session go --strategy looper --time 100");
                long millis = (System.nanoTime() - start) / 1_000_000;
                System.out.printf("ContainmentIT: runaway strategy abandoned after %d ms (time limit 100 ms)%n", millis);
                assertEquals(runaway.output(), 1, runaway.exitStatus());
                assertTrue(runaway.output(), runaway.output().startsWith("session: strategy 'looper'"));
                assertTrue(runaway.output(), runaway.output().contains("did not stop"));
                assertTrue("the runaway search was cut off (" + millis + " ms)", millis < Services.TIMEOUT_MS);

                Shell.Reply after = shell.run("stratagem:session go --strategy alphabeta --depth 3 --json");
                assertEquals(after.output(), 0, after.exitStatus());
                Shell.Reply show = shell.run("stratagem:session show --json");
                assertTrue(show.output(), show.output().contains("\"history\": [\"3>1\"]"));
            }
            assertEquals(Bundle.ACTIVE, context.getBundle(0).getState());
            looper.uninstall();
            unprepared.uninstall();
            thrower.uninstall();
        }
    }

    /**
     * A command's table solve is contained too: {@code klotski census} on a table solver that throws fails
     * in one line naming it, and the platform goes on.
     */
    @Test
    public void aFailingTableSolverOfACommandIsContained() throws Exception {
        try (Services services = new Services(context)) {
            Bundle broken = install("org.stratagem.it.brokentables", "retrograde", ProbeStrategy.TABLE, 1000);
            services.await(TableSolver.class, "(&(strategy.id=retrograde)(service.ranking=1000))");
            try (Shell shell = new Shell(services.await(CommandProcessor.class, null))) {
                Shell.Reply census = shell.run("stratagem:klotski census --json");
                assertEquals(census.output(), 1, census.exitStatus());
                assertEquals("klotski: table solver 'retrograde' (org.stratagem.it.brokentables 1.0.0) failed: "
                        + "probe table failure (the trace is in the platform's log)", census.output().strip());
                Shell.Reply solved = shell.run("stratagem:klotski solve hengdaolima --json");
                assertEquals(solved.output(), 0, solved.exitStatus());
            }
            assertEquals(Bundle.ACTIVE, context.getBundle(0).getState());
            broken.uninstall();
        }
    }

    private Bundle install(String name, String id, String behaviour) throws Exception {
        return install(name, id, behaviour, -100);
    }

    private Bundle install(String name, String id, String behaviour, int ranking) throws Exception {
        try (InputStream in = ProbeBundles.strategy(name, "1.0.0", id, ranking, 0, behaviour)) {
            Bundle bundle = context.installBundle("probe:" + id, in);
            bundle.start();
            return bundle;
        }
    }
}
