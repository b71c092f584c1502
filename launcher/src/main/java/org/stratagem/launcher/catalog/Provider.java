package org.stratagem.launcher.catalog;

import java.util.Comparator;
import org.osgi.framework.Bundle;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceReference;
import org.osgi.service.component.ComponentServiceObjects;
import org.stratagem.engine.api.NotationException;

/**
 * One registered service as the catalog sees it: its wiring properties, the bundle that provides
 * it, and the service object, fetched on first use (so that a command which itself uses the
 * catalog does not make a cycle while the catalog starts).
 *
 * @param <T> the service type
 */
public final class Provider<T> {
    /** Highest ranking first; among equal rankings the lowest service id, as OSGi orders them. */
    public static final Comparator<Provider<?>> PREFERRED = Comparator
            .comparingInt((Provider<?> p) -> -p.ranking()).thenComparingLong(Provider::serviceId);

    /** The kinds of service the platform wires. */
    public enum Kind {
        GAME("game"), MOVE_GENERATOR("movegen"), EVALUATOR("evaluator"), STRATEGY("strategy"),
        TABLE_SOLVER("table"), COMMAND("command");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        /** @return the short name used in listings */
        public String label() {
            return label;
        }
    }

    private final Kind kind;
    private final String id;
    private final String gameId;
    private final int ranking;
    private final long serviceId;
    private final String bundle;
    private final String version;
    private final ComponentServiceObjects<T> objects;
    private T service;

    private Provider(Kind kind, String id, ServiceReference<?> reference, ComponentServiceObjects<T> objects) {
        this.kind = kind;
        this.id = id;
        Object game = reference.getProperty("game.id");
        this.gameId = game == null ? null : game.toString();
        this.ranking = reference.getProperty(Constants.SERVICE_RANKING) instanceof Integer r ? r : 0;
        this.serviceId = (Long) reference.getProperty(Constants.SERVICE_ID);
        Bundle provider = reference.getBundle();
        this.bundle = provider == null ? "?" : provider.getSymbolicName();
        this.version = provider == null ? "?" : provider.getVersion().toString();
        this.objects = objects;
    }

    /**
     * @param kind    the kind of service
     * @param idKey   the property that holds its id
     * @param objects the service objects DS hands the catalog
     * @param <T>     the service type
     * @return the provider, or null if the service lacks its id property
     */
    static <T> Provider<T> of(Kind kind, String idKey, ComponentServiceObjects<T> objects) {
        ServiceReference<T> reference = objects.getServiceReference();
        Object id = reference.getProperty(idKey);
        return id == null ? null : new Provider<>(kind, id.toString(), reference, objects);
    }

    /** @return what the service is */
    public Kind kind() {
        return kind;
    }

    /** @return its id within its kind ({@code strategy.id}, {@code game.id}, ...) */
    public String id() {
        return id;
    }

    /** @return the game it belongs to, or null for strategies and commands */
    public String gameId() {
        return gameId;
    }

    /** @return its {@code service.ranking} */
    public int ranking() {
        return ranking;
    }

    /** @return its {@code service.id}: the tie-breaker, older first, as OSGi orders services */
    public long serviceId() {
        return serviceId;
    }

    /** @return the providing bundle's symbolic name */
    public String bundle() {
        return bundle;
    }

    /** @return the providing bundle's version */
    public String version() {
        return version;
    }

    /**
     * @return the service object, fetched on first use
     * @throws NotationException if the service's component could not be activated (SCR logs why:
     *                           an invalid configuration, a constructor that threw)
     */
    public T service() {
        T active = activeService();
        if (active == null) {
            throw new NotationException(kind.label() + " '" + id + "' (" + bundle + " " + version
                    + ") is registered but could not be activated; the log says why");
        }
        return active;
    }

    /** @return whether the service object can be had: false if its component could not be activated */
    public boolean isActive() {
        return activeService() != null;
    }

    private synchronized T activeService() {
        if (service == null) {
            service = objects.getService();
        }
        return service;
    }
}
